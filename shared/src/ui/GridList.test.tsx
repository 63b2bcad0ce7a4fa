import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { GridList, StackList } from './GridList';

/** The rule styled-components wrote for an element's class (jsdom computes no grid gaps). */
function ruleOf(element: HTMLElement): string {
  const css = Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
  const rules = Array.from(element.classList)
    .map((name) => css.match(new RegExp(`\\.${name}\\{([^}]*)\\}`))?.[1])
    .filter(Boolean);
  return rules.join(';');
}

describe('StackList', () => {
  it('lists its entries without bullets, margin or padding, a small gap apart unless told otherwise', () => {
    renderWithTheme(
      <StackList data-testid="stack">
        <li>Eins</li>
      </StackList>,
    );
    const rule = ruleOf(screen.getByTestId('stack'));
    expect(rule).toContain('list-style:none');
    expect(rule).toContain('margin:0');
    expect(rule).toContain('padding:0');
    expect(rule).toContain('gap:8px');
  });

  it('takes another gap from the theme’s spacing with $gap', () => {
    renderWithTheme(
      <>
        <StackList data-testid="xs" $gap="xs" />
        <StackList data-testid="md" $gap="md" as="ol" />
        <StackList data-testid="lg" $gap="lg" />
      </>,
    );
    expect(ruleOf(screen.getByTestId('xs'))).toContain('gap:4px');
    expect(ruleOf(screen.getByTestId('md'))).toContain('gap:16px');
    expect(screen.getByTestId('md').tagName).toBe('OL');
    expect(ruleOf(screen.getByTestId('lg'))).toContain('gap:24px');
  });
});

describe('GridList', () => {
  it('lays its entries out in as many columns of at least $min as fit', () => {
    renderWithTheme(<GridList data-testid="grid" $min="12rem" $gap="md" />);
    const rule = ruleOf(screen.getByTestId('grid'));
    expect(rule).toContain('grid-template-columns:repeat(auto-fill, minmax(min(100%, 12rem), 1fr))');
    expect(rule).toContain('gap:16px');
  });
});
