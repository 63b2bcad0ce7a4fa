import { fields, NUL_MESSAGE } from './validation';

describe('fields.* and U+0000', () => {
  it.each([
    ['requiredText', fields.requiredText()],
    ['optionalText', fields.optionalText()],
    ['text', fields.text()],
  ] as const)('%s refuses a NUL character with a German message', (_name, schema) => {
    const result = schema.safeParse('Le\u0000na');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(NUL_MESSAGE);
  });

  it('email refuses a NUL character', () => {
    expect(fields.email().safeParse('lena\u0000@example.com').success).toBe(false);
  });

  it('still accepts ordinary text, umlauts and other control characters such as a line break', () => {
    expect(fields.requiredText().parse('  Jürgen Groß  ')).toBe('Jürgen Groß');
    expect(fields.optionalText().parse('Zeile 1\nZeile 2')).toBe('Zeile 1\nZeile 2');
    expect(fields.email().parse('Lena@Example.com')).toBe('lena@example.com');
  });
});

describe('fields.id', () => {
  it.each(['abc', '0', '-3', '1.5', '9007199254740993', '2147483648'])('refuses %s with one plain German message', (input) => {
    const result = fields.id().safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Bitte geben Sie eine gültige Nummer (ganze Zahl ab 1) an.']);
  });

  it('accepts a whole number as text or number', () => {
    expect(fields.id().parse('42')).toBe(42);
    expect(fields.id().parse(2_147_483_647)).toBe(2_147_483_647);
  });
});
