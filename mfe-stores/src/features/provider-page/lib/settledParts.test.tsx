import { act, renderHook } from '@testing-library/react';
import { useSettledParts, type ProviderPart } from './settledParts';

const ALL: ProviderPart[] = ['products', 'leads', 'ratings', 'policy'];

describe('the provider page’s parts shown together', () => {
  it('holds every part back until the last one has answered, so none moves another when it arrives', () => {
    const { result } = renderHook(() => useSettledParts(ALL, () => false));
    expect(result.current.shown).toBe(false);
    act(() => result.current.settle('ratings'));
    act(() => result.current.settle('products'));
    act(() => result.current.settle('policy'));
    expect(result.current.shown).toBe(false);
    act(() => result.current.settle('leads'));
    expect(result.current.shown).toBe(true);
  });

  it('shows the parts at once when they all came with the page (server render and hydration alike)', () => {
    const { result } = renderHook(() => useSettledParts(ALL, () => true));
    expect(result.current.shown).toBe(true);
  });

  it('waits only for the parts the page has and for those the server could not load', () => {
    const { result } = renderHook(() => useSettledParts(['ratings', 'policy'], (part) => part === 'policy'));
    expect(result.current.shown).toBe(false);
    act(() => result.current.settle('products'));
    expect(result.current.shown).toBe(false);
    act(() => result.current.settle('ratings'));
    expect(result.current.shown).toBe(true);
  });
});
