import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { createTheme } from '../theme/themes';
import { Fact, FactList } from './FactList';

/** The rule styled-components wrote for a list's labels (`.<class> dt`). */
function labelRuleOf(element: HTMLElement): string {
  const css = Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
  for (const name of Array.from(element.classList)) {
    const found = css.match(new RegExp(`\\.${name} dt\\{([^}]*)\\}`))?.[1];
    if (found) return found;
  }
  return '';
}

describe('FactList', () => {
  it('sets its labels in bold, or in the muted text colour with $mutedLabels', () => {
    renderWithTheme(
      <>
        <FactList data-testid="bold">
          <dt>Zeitraum</dt>
          <dd>01.12.2026 – 31.12.2026</dd>
        </FactList>
        <FactList data-testid="muted" $mutedLabels>
          <dt>Zeitraum</dt>
          <dd>01.12.2026 – 31.12.2026</dd>
        </FactList>
      </>,
    );
    expect(labelRuleOf(screen.getByTestId('bold'))).toContain('font-weight:600');
    const muted = labelRuleOf(screen.getByTestId('muted'));
    expect(muted).toContain('font-weight:normal');
    expect(muted).toContain(`color:${createTheme().colors.textMuted}`);
  });

  it('stacks below $stackBelow, or never with $stackBelow={false}', () => {
    renderWithTheme(
      <>
        <FactList data-testid="stacking" $stackBelow="640px" $stackGap="xs" />
        <FactList data-testid="columns" $stackBelow={false} $columns="auto 1fr" />
      </>,
    );
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent ?? '')
      .join('\n');
    const stacking = Array.from(screen.getByTestId('stacking').classList);
    expect(stacking.some((name) => new RegExp(`@media \\(max-width: ?640px\\)\\{\\.${name}`).test(css))).toBe(true);
    const columns = Array.from(screen.getByTestId('columns').classList);
    expect(columns.some((name) => new RegExp(`\\.${name}\\{[^}]*grid-template-columns:auto 1fr`).test(css))).toBe(true);
    expect(columns.some((name) => new RegExp(`@media[^{]*\\{\\.${name}`).test(css))).toBe(false);
  });
});

describe('Fact', () => {
  it('is a label and its value; without a value it is left out, or shows the placeholder', () => {
    renderWithTheme(
      <FactList data-testid="facts">
        <Fact label="Grund">Betrug</Fact>
        <Fact label="Aktenzeichen">{null}</Fact>
        <Fact label="Notiz" empty="–">
          {''}
        </Fact>
      </FactList>,
    );
    const list = screen.getByTestId('facts');
    expect(Array.from(list.querySelectorAll('dt')).map((dt) => dt.textContent)).toEqual(['Grund', 'Notiz']);
    expect(Array.from(list.querySelectorAll('dd')).map((dd) => dd.textContent)).toEqual(['Betrug', '–']);
  });
});
