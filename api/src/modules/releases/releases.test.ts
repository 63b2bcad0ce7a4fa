import { createRequire } from 'node:module';
import path from 'node:path';
import { verifyOverrideToken } from '../../../../tooling/release/override-token.mjs';
import { loadConfig } from '../../config';
import { PRODUCTION_OPERATOR_ENV } from '../../../test/fixtures/operator';
import { areaBuilds, areaFailures, areaReleaseEvents, environmentShells } from '../../db/schema/releases';
import { auditEntries } from '../staff/public';
import { testSuite } from '../../../test/fixtures/suite';
import { releaseToken } from '../../../test/fixtures/releases';
import { json } from '../../../test/helpers';
import { RELEASE_AREAS } from './schemas';

interface Envelope<T> {
  status: boolean;
  message?: string;
  data: T;
  errors?: Record<string, string[]>;
}
interface Ref {
  version: string;
  manifest_url: string;
  content_hash: string;
}
interface Composition {
  environment: string;
  revision: string;
  areas: Record<string, { live: Ref; canary: (Ref & { percent: number }) | null }>;
}
interface Change {
  action: string;
  before: { live: Ref | null; canary: (Ref & { percent: number }) | null };
  after: { live: Ref | null; canary: (Ref & { percent: number }) | null };
}

const suite = testSuite();
let token: string;
let productionToken: string;

const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: Record<string, unknown>, bearer = token) =>
  suite.context.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { authorization: `Bearer ${bearer}` } });

const manifest = (area: string, version: string) => `https://cdn.example/${area}/${version}/mf-manifest.json`;
const register = (area: string, version: string, shared: Record<string, string> = { '@marktplatz/shared': '^0.3' }) =>
  send('POST', '/admin/releases/builds', {
    area,
    version,
    manifest_url: manifest(area, version),
    content_hash: `sha256-${area}-${version}`,
    shared,
  });
const registerShell = (env: string, shared = { '@marktplatz/shared': '0.3.4' }, bearer = token) =>
  send('PUT', `/admin/releases/${env}/shell`, { version: '0.1.0', shared }, bearer);
const releaseTo = (env: string, area: string, version: string, canary_percent?: number, bearer = token) =>
  send('POST', `/admin/releases/${env}/release`, { area, version, ...(canary_percent === undefined ? {} : { canary_percent }) }, bearer);
const compositionOf = async (env: string) =>
  json<Envelope<Composition>>(await suite.context.app.inject({ method: 'GET', url: `/releases/${env}/composition` })).data;

beforeEach(async () => {
  const db = suite.context.db;
  await db.delete(areaFailures);
  await db.delete(areaReleaseEvents);
  await db.delete(areaBuilds);
  await db.delete(environmentShells);
  token = await releaseToken(db, ['release']);
  productionToken = await releaseToken(db, ['release', 'release_production']);
  await registerShell('local');
  await registerShell('staging');
});

describe('area releases', () => {
  it('needs its own link secret in production and a list of distinct environments', () => {
    const { RELEASE_LINK_SECRET: _secret, ...withoutSecret } = PRODUCTION_OPERATOR_ENV;
    const production = { NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(40) };
    expect(() => loadConfig({ ...production, ...withoutSecret })).toThrow(/RELEASE_LINK_SECRET muss in Produktion gesetzt sein/);
    expect(loadConfig({ ...production, ...PRODUCTION_OPERATOR_ENV }).releases.environments).toEqual(['local', 'staging', 'production']);
    expect(() => loadConfig({ RELEASE_ENVIRONMENTS: 'local,local' })).toThrow(/RELEASE_ENVIRONMENTS/);
    expect(loadConfig({ RELEASE_ENVIRONMENTS: 'dev, live' }).releases.environments).toEqual(['dev', 'live']);
  });

  it('knows the same areas as the build tooling', () => {
    const tooling = createRequire(__filename)(path.resolve(__dirname, '../../../../tooling/env.cjs')) as { AREAS: { folder: string }[] };
    expect([...RELEASE_AREAS]).toEqual(tooling.AREAS.map((area) => area.folder));
  });

  it('registers a build, releases it and answers it in the public composition with a short cache', async () => {
    const registered = await register('mfe-shop', '1.4.0');
    expect(registered.statusCode).toBe(201);
    const empty = await suite.context.app.inject({ method: 'GET', url: '/releases/local/composition' });
    expect(empty.headers['cache-control']).toBe('public, max-age=5');
    expect(json<Envelope<Composition>>(empty).data.areas).toEqual({});
    const released = await releaseTo('local', 'mfe-shop', '1.4.0');
    expect(released.statusCode).toBe(200);
    expect(json<Envelope<Change>>(released).data).toMatchObject({
      action: 'released',
      before: { live: null },
      after: { live: { version: '1.4.0' } },
    });
    const composition = await compositionOf('local');
    expect(composition).toEqual({
      environment: 'local',
      revision: expect.any(String),
      areas: {
        'mfe-shop': {
          live: { version: '1.4.0', manifest_url: manifest('mfe-shop', '1.4.0'), content_hash: 'sha256-mfe-shop-1.4.0' },
          canary: null,
        },
      },
    });
    expect(composition.revision).not.toBe(json<Envelope<Composition>>(empty).data.revision);
    expect((await compositionOf('staging')).areas).toEqual({});
    const audit = await auditEntries(suite.context.db, { action: 'release.released' });
    expect(audit.at(-1)).toMatchObject({ recordId: 'local:mfe-shop' });
  });

  it('releases a second build, rolls back to the first and refuses a rollback without an earlier build with 409', async () => {
    await register('mfe-shop', '1.4.0');
    await register('mfe-shop', '1.5.0');
    const first = await releaseTo('local', 'mfe-shop', '1.4.0');
    expect(first.statusCode).toBe(200);
    const noEarlier = await send('POST', '/admin/releases/local/rollback', { area: 'mfe-shop' });
    expect(noEarlier.statusCode).toBe(409);
    expect(json<Envelope<null>>(noEarlier).message).toBe('Für mfe-shop gibt es in „local“ keine frühere Version.');
    await releaseTo('local', 'mfe-shop', '1.5.0');
    expect((await compositionOf('local')).areas['mfe-shop']?.live.version).toBe('1.5.0');
    const rolledBack = await send('POST', '/admin/releases/local/rollback', { area: 'mfe-shop' });
    expect(rolledBack.statusCode).toBe(200);
    expect(json<Envelope<Change>>(rolledBack).data).toMatchObject({
      before: { live: { version: '1.5.0' } },
      after: { live: { version: '1.4.0' } },
    });
    expect((await compositionOf('local')).areas['mfe-shop']?.live.version).toBe('1.4.0');
  });

  it('runs a canary beside the live build, changes its share, ends it, and refuses a share outside 1–99', async () => {
    await register('mfe-leads', '2.0.0');
    await register('mfe-leads', '2.1.0-rc.1');
    const withoutLive = await releaseTo('local', 'mfe-leads', '2.1.0-rc.1', 50);
    expect(withoutLive.statusCode).toBe(409);
    await releaseTo('local', 'mfe-leads', '2.0.0');
    for (const share of [0, 100, 12.5]) {
      const refused = await releaseTo('local', 'mfe-leads', '2.1.0-rc.1', share);
      expect(refused.statusCode).toBe(422);
      expect(json<Envelope<null>>(refused).errors?.canary_percent?.[0]).toMatch(/Canary-Anteil/);
    }
    expect((await releaseTo('local', 'mfe-leads', '2.1.0-rc.1', 10)).statusCode).toBe(200);
    expect((await compositionOf('local')).areas['mfe-leads']).toMatchObject({
      live: { version: '2.0.0' },
      canary: { version: '2.1.0-rc.1', percent: 10 },
    });
    const raised = await send('PUT', '/admin/releases/local/canary/mfe-leads', { percent: 50 });
    expect(json<Envelope<Change>>(raised).data).toMatchObject({
      action: 'canary_changed',
      before: { canary: { percent: 10 } },
      after: { canary: { percent: 50 } },
    });
    expect((await send('PUT', '/admin/releases/local/canary/mfe-leads', { percent: 100 })).statusCode).toBe(422);
    const ended = await send('DELETE', '/admin/releases/local/canary/mfe-leads');
    expect(json<Envelope<Change>>(ended).data).toMatchObject({
      action: 'canary_ended',
      after: { live: { version: '2.0.0' }, canary: null },
    });
    expect((await send('DELETE', '/admin/releases/local/canary/mfe-leads')).statusCode).toBe(409);
    const actions = (await auditEntries(suite.context.db, { recordType: 'area_release' })).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['release.canary_changed', 'release.canary_ended']));
  });

  it('promotes the live build to the next environment and needs release_production for the last one', async () => {
    await register('mfe-food', '3.0.0');
    await releaseTo('local', 'mfe-food', '3.0.0');
    const promoted = await send('POST', '/admin/releases/local/promote', { area: 'mfe-food' });
    expect(promoted.statusCode).toBe(200);
    expect((await compositionOf('staging')).areas['mfe-food']?.live.version).toBe('3.0.0');
    await registerShell('production', { '@marktplatz/shared': '0.3.4' }, productionToken);
    const refused = await send('POST', '/admin/releases/staging/promote', { area: 'mfe-food' });
    expect(refused.statusCode).toBe(403);
    expect(json<Envelope<null>>(refused).message).toBe('Für die Umgebung „production“ braucht es die Rolle release_production.');
    expect((await send('POST', '/admin/releases/staging/promote', { area: 'mfe-food' }, productionToken)).statusCode).toBe(200);
    expect((await compositionOf('production')).areas['mfe-food']?.live.version).toBe('3.0.0');
    const last = await send('POST', '/admin/releases/production/promote', { area: 'mfe-food' }, productionToken);
    expect(last.statusCode).toBe(422);
  });

  it('refuses an unknown environment with 404 and an unknown area with 422, in German', async () => {
    const unknownEnv = await suite.context.app.inject({ method: 'GET', url: '/releases/mars/composition' });
    expect(unknownEnv.statusCode).toBe(404);
    expect(json<Envelope<null>>(unknownEnv).message).toBe('Unbekannte Umgebung „mars“.');
    expect((await releaseTo('mars', 'mfe-shop', '1.0.0')).statusCode).toBe(404);
    const unknownArea = await register('mfe-unbekannt', '1.0.0');
    expect(unknownArea.statusCode).toBe(422);
    expect(json<Envelope<null>>(unknownArea).errors?.area?.[0]).toBe('Unbekannter Bereich.');
    expect((await register('mfe-shop', 'eins')).statusCode).toBe(422);
    expect((await register('mfe-shop', '1.0.0')).statusCode).toBe(201);
    expect((await register('mfe-shop', '1.0.0')).statusCode).toBe(409);
    const unregistered = await releaseTo('local', 'mfe-shop', '9.9.9');
    expect(unregistered.statusCode).toBe(422);
    expect(json<Envelope<null>>(unregistered).errors?.version?.[0]).toBe('Version 9.9.9 von mfe-shop ist nicht registriert.');
  });

  it('refuses a build whose shared-library range the environment’s shell does not satisfy, leaving the composition unchanged', async () => {
    await register('mfe-chat', '1.0.0');
    await register('mfe-chat', '2.0.0', { '@marktplatz/shared': '^0.4' });
    await releaseTo('local', 'mfe-chat', '1.0.0');
    const before = await compositionOf('local');
    const refused = await releaseTo('local', 'mfe-chat', '2.0.0');
    expect(refused.statusCode).toBe(422);
    expect(json<Envelope<null>>(refused).errors?.version?.[0]).toBe(
      'mfe-chat 2.0.0 braucht @marktplatz/shared ^0.4; die Shell von „local“ (0.1.0) stellt 0.3.4 bereit.',
    );
    expect(await compositionOf('local')).toEqual(before);
    await register('mfe-account', '1.0.0');
    await productionShellMissing();
  });

  it('issues a signed QA link for a registered build that the shared verifier accepts and a forgery does not pass', async () => {
    await register('mfe-shop', '1.4.0-rc.2');
    const issued = await send('POST', '/admin/releases/local/override-links', { area: 'mfe-shop', version: '1.4.0-rc.2', hours: 2 });
    expect(issued.statusCode).toBe(201);
    const link = json<Envelope<{ token: string; expires_at: string; url: string }>>(issued).data;
    expect(link.url).toBe(`${suite.context.config.publicWebUrl}/?testversion=${link.token}`);
    const payload = verifyOverrideToken(link.token, suite.context.config.releases.linkSecret);
    expect(payload).toEqual({
      env: 'local',
      area: 'mfe-shop',
      version: '1.4.0-rc.2',
      manifest_url: manifest('mfe-shop', '1.4.0-rc.2'),
      exp: Math.floor(new Date(link.expires_at).getTime() / 1000),
    });
    expect(verifyOverrideToken(link.token, 'ein-anderer-schluessel')).toBeNull();
    expect(verifyOverrideToken(link.token, suite.context.config.releases.linkSecret, (payload?.exp ?? 0) * 1000 + 1)).toBeNull();
    expect(
      (await send('POST', '/admin/releases/local/override-links', { area: 'mfe-shop', version: '1.4.0-rc.2', hours: 73 })).statusCode,
    ).toBe(422);
    expect((await auditEntries(suite.context.db, { action: 'release.override_link_issued' })).length).toBeGreaterThan(0);
  });

  it('counts failures of a registered build per version in the database and in /metrics, and refuses unknown ones', async () => {
    await register('mfe-stores', '1.2.0');
    const report = (payload: Record<string, unknown>) => suite.context.app.inject({ method: 'POST', url: '/releases/failures', payload });
    expect((await report({ environment: 'local', area: 'mfe-stores', version: '1.2.0', kind: 'load' })).statusCode).toBe(204);
    expect((await report({ environment: 'local', area: 'mfe-stores', version: '1.2.0', kind: 'load' })).statusCode).toBe(204);
    expect((await report({ environment: 'mars', area: 'mfe-stores', version: '1.2.0', kind: 'load' })).statusCode).toBe(422);
    expect((await report({ environment: 'local', area: 'mfe-stores', version: '9.0.0', kind: 'load' })).statusCode).toBe(422);
    expect((await report({ environment: 'local', area: 'mfe-nichts', version: '1.2.0', kind: 'load' })).statusCode).toBe(422);
    expect((await report({ environment: 'local', area: 'mfe-stores', version: '1.2.0', kind: 'crash' })).statusCode).toBe(422);
    const rows = await suite.context.db.select().from(areaFailures);
    expect(rows).toEqual([expect.objectContaining({ environment: 'local', area: 'mfe-stores', version: '1.2.0', kind: 'load', count: 2 })]);
    const metrics = await suite.context.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/marktplatz_area_failures_total\{environment="local",area="mfe-stores",version="1.2.0",kind="load"\} 2/);
    await releaseTo('local', 'mfe-stores', '1.2.0');
    const state = json<Envelope<{ areas: { area: string; failures: { version: string; count: number }[] }[] }>>(
      await send('GET', '/admin/releases/local'),
    );
    expect(state.data.areas[0]).toMatchObject({ area: 'mfe-stores', failures: [{ version: '1.2.0', kind: 'load', count: 2 }] });
  });

  it('lets only staff with a release role take a step; customers and other staff roles are refused', async () => {
    const editor = await releaseToken(suite.context.db, ['editor']);
    expect((await send('POST', '/admin/releases/builds', { area: 'mfe-shop' }, editor)).statusCode).toBe(403);
    expect((await suite.context.app.inject({ method: 'GET', url: '/admin/releases/local' })).statusCode).toBe(404);
  });
});

async function productionShellMissing() {
  const refused = await releaseTo('production', 'mfe-account', '1.0.0', undefined, productionToken);
  expect(refused.statusCode).toBe(422);
  expect(json<Envelope<null>>(refused).errors?.version?.[0]).toMatch(/^Für „production“ ist keine Shell registriert/);
}
