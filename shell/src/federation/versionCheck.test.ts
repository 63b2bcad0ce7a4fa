import { AreaVersionError, versionConflict, type ManifestFacts } from './versionCheck';

function manifest(shared: string, runtime = '2.9.2', kit?: string): ManifestFacts {
  const entries = [{ name: '@marktplatz/shared', version: shared, requiredVersion: `^${shared.split('.').slice(0, 2).join('.')}` }];
  if (kit) entries.push({ name: '@marktplatz/shared/kit', version: kit, requiredVersion: `^${kit.split('.').slice(0, 2).join('.')}` });
  return {
    metaData: { name: 'mfe_orders', pluginVersion: runtime },
    shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' }, ...entries],
  };
}

describe('version skew between the shell and an area', () => {
  it('runs an area built against an older minor of @marktplatz/shared, or the same one', () => {
    expect(versionConflict('mfe_orders', manifest('1.2.0'), '2.9.2', '1.3.0')).toBeNull();
    expect(versionConflict('mfe_orders', manifest('1.3.0', '2.9.2', '1.3.0'), '2.9.2', '1.3.0')).toBeNull();
  });

  it('refuses an area that needs another major or a newer minor of @marktplatz/shared, naming both versions', () => {
    const major = versionConflict('mfe_orders', manifest('2.0.0'), '2.9.2', '1.3.0');
    expect(major).toBeInstanceOf(AreaVersionError);
    expect(major?.message).toBe('Bereich mfe_orders abgelehnt: gebaut für @marktplatz/shared ^2.0, die Seite stellt 1.3.0 bereit.');
    expect(versionConflict('mfe_orders', manifest('1.3.0', '2.9.2', '1.4.0'), '2.9.2', '1.3.0')?.message).toContain(
      '@marktplatz/shared/kit ^1.4',
    );
  });

  it('refuses an area built for another or a newer federation runtime than the page runs, and takes an older one', () => {
    expect(versionConflict('mfe_orders', manifest('1.3.0', '3.0.0'), '2.9.2', '1.3.0')?.message).toBe(
      'Bereich mfe_orders abgelehnt: gebaut für Module-Federation-Runtime 3.0.0, die Seite stellt 2.9.2 bereit.',
    );
    expect(versionConflict('mfe_orders', manifest('1.3.0', '2.10.0'), '2.9.2', '1.3.0')).toBeInstanceOf(AreaVersionError);
    expect(versionConflict('mfe_orders', manifest('1.3.0', '2.8.1'), '2.9.2', '1.3.0')).toBeNull();
  });

  it('lets a manifest without version facts through (the runtime decides)', () => {
    expect(versionConflict('mfe_orders', undefined, '2.9.2', '1.3.0')).toBeNull();
    expect(versionConflict('mfe_orders', { shared: [] }, undefined, '1.3.0')).toBeNull();
  });
});
