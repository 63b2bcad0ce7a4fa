import { quoted } from './quote';

describe('quoted', () => {
  it('puts a plain name in „ “', () => {
    expect(quoted('Leinenhemd Classic')).toBe('„Leinenhemd Classic“');
  });

  it('nests quotes inside a name as ‚ ‘ instead of doubling „ “', () => {
    expect(quoted('Kaffee „Crema Nord“')).toBe('„Kaffee ‚Crema Nord‘“');
    expect(quoted('Hemd "Classic" blau')).toBe('„Hemd ‚Classic‘ blau“');
  });
});
