import { germanSlug } from './slug';

describe('germanSlug', () => {
  it('spells out umlauts and joins words with dashes', () => {
    expect(germanSlug('Sanitär, Heizung und Klima')).toBe('sanitaer-heizung-und-klima');
    expect(germanSlug('Schlüsseldienst')).toBe('schluesseldienst');
    expect(germanSlug('Kfz & Mobilität')).toBe('kfz-und-mobilitaet');
    expect(germanSlug('  Straße  ')).toBe('strasse');
  });
});
