import { containsPattern, escapeLike, prefixPattern } from './like-pattern';

describe('escapeLike', () => {
  it('escapes backslash, percent and underscore so they match themselves', () => {
    expect(escapeLike('50%_rabatt\\x')).toBe('50\\%\\_rabatt\\\\x');
  });

  it('leaves other text as it is', () => {
    expect(escapeLike('Müller & Söhne')).toBe('Müller & Söhne');
  });
});

describe('containsPattern', () => {
  it('wraps the escaped text in wildcards for a contains search', () => {
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('')).toBe('%%');
  });
});

describe('prefixPattern', () => {
  it('puts a wildcard after the escaped text for a starts-with search', () => {
    expect(prefixPattern('a_b%')).toBe('a\\_b\\%%');
    expect(prefixPattern('')).toBe('%');
  });
});
