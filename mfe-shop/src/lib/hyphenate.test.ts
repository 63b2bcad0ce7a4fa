import { hyphenate } from './hyphenate';

const shown = (text: string) => hyphenate(text).replace(/\u00ad/g, '-');

describe('hyphenate', () => {
  it('marks German syllable breaks of long words with soft hyphens', () => {
    expect(shown('Lindenblütenhonig')).toBe('Lin-den-blü-ten-ho-nig');
    expect(shown('Tischbohrmaschine')).toBe('Tisch-bohr-ma-schi-ne');
    expect(shown('Kastanienhonig herb')).toBe('Kas-ta-nien-ho-nig herb');
    expect(shown('Akazienhonig')).toBe('Aka-zien-ho-nig');
  });

  it('keeps short words, and reads the same without the soft hyphens', () => {
    expect(hyphenate('Honig 500 g')).toBe('Honig 500 g');
    expect(hyphenate('Wandfarbe „Schneeweiß“ matt').replace(/\u00ad/g, '')).toBe('Wandfarbe „Schneeweiß“ matt');
  });
});
