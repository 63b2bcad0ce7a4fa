import { providerDisplayName } from './provider-name';

describe('providerDisplayName', () => {
  it('names a provider by its company name', () => {
    expect(providerDisplayName('  Bäckerei Korn ', 'Anna', 'Korn')).toBe('Bäckerei Korn');
  });

  it('names a provider without a company (none, empty or blank) by the person', () => {
    expect(providerDisplayName(null, 'Anna', 'Korn')).toBe('Anna Korn');
    expect(providerDisplayName(undefined, 'Anna', 'Korn')).toBe('Anna Korn');
    expect(providerDisplayName('   ', 'Anna', '')).toBe('Anna');
  });
});
