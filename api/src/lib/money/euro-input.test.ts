import { euroCents, normaliseEuroText } from './euro-input';

describe('euroCents', () => {
  it('reads German and English text and numbers as cents', () => {
    const schema = euroCents();
    expect(schema.parse('1.234,56 €')).toBe(123456);
    expect(schema.parse('12.50')).toBe(1250);
    expect(schema.parse('1.234')).toBe(123400);
    expect(schema.parse(99.9)).toBe(9990);
    expect(schema.parse('0,1')).toBe(10);
  });

  it('refuses text, three decimals and amounts outside the limits with German messages', () => {
    const schema = euroCents({ minCents: 1, maxCents: 100_000_000 });
    expect(schema.safeParse('zwölf').error?.issues[0]?.message).toBe('Bitte geben Sie einen Betrag in Euro an, z. B. 120,50.');
    expect(schema.safeParse('1,005').error?.issues[0]?.message).toBe(
      'Bitte geben Sie einen Betrag mit höchstens zwei Nachkommastellen an.',
    );
    expect(schema.safeParse('0').error?.issues[0]?.message).toBe('Bitte geben Sie einen Betrag zwischen 0,01 und 1.000.000 € an.');
    expect(schema.safeParse(-5).success).toBe(false);
    expect(schema.safeParse('2.000.000').success).toBe(false);
  });

  it('answers the given amount for an empty value when asked to', () => {
    const schema = euroCents({ emptyCents: 0 });
    expect(schema.parse('')).toBe(0);
    expect(schema.parse(undefined)).toBe(0);
    expect(euroCents().safeParse(undefined).success).toBe(false);
  });

  it('normalises typed text', () => {
    expect(normaliseEuroText(' 12.345.678,9 ')).toBe('12345678.9');
    expect(normaliseEuroText('7.5')).toBe('7.5');
  });
});
