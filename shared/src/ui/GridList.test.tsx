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

describe('GridList', () => {
  /** The rule written for the list's own entries (`.<class> > li`), or null. */
  function entryRuleOf(element: HTMLElement): string | null {
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent ?? '')
      .join('\n');
    for (const name of Array.from(element.classList)) {
      const found = css.match(new RegExp(`\\.${name}>li\\{([^}]*)\\}`))?.[1];
      if (found) return found;
    }
    return null;
  }

  it('draws its own entries as boxes on the surface with $boxed, and leaves entries plain without it', () => {
    renderWithTheme(
      <>
        <GridList data-testid="boxed" $min="18rem" $boxed>
          <li>Set</li>
        </GridList>
        <GridList data-testid="plain" $min="18rem">
          <li>Bild</li>
        </GridList>
      </>,
    );
    const boxed = entryRuleOf(screen.getByTestId('boxed'));
    expect(boxed).toContain('border:1px solid');
    expect(boxed).toContain('padding:16px');
    expect(entryRuleOf(screen.getByTestId('plain'))).toBeNull();
  });
});
