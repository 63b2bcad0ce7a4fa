import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { createTheme } from '../theme/themes';
import { FactList } from './FactList';

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
});
