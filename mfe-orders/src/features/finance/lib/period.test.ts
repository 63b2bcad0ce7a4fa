import { monthLabel } from './period';

describe('month labels of the finance overview', () => {
  it('write every month as de-DE writes it short („Nov. 2026“, „März 2026“)', () => {
    for (let month = 1; month <= 12; month += 1) {
      const key = `2026-${String(month).padStart(2, '0')}`;
      const intl = new Date(2026, month - 1, 1).toLocaleDateString('de-DE', { month: 'short', year: 'numeric' });
      expect([key, monthLabel(key)]).toEqual([key, intl]);
    }
  });
});
