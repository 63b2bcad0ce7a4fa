import { ConfigError, loadConfig } from '../src/config';
import { json } from './helpers';
import { testSuite } from './fixtures/suite';

describe('configuration validation', () => {
  it('reports every wrong setting at once, one German/English line each', () => {
    let error: unknown;
    try {
      loadConfig({
        API_PORT: 'viertausend',
        DATABASE_URL: 'mysql://localhost/db',
        REDIS_URL: 'localhost:6379',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'X',
        JOBS_LEASE_SECONDS: '-5',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(7);
    expect(problems.join('\n')).toMatch(/API_PORT muss eine nicht-negative Ganzzahl sein \/ must be a non-negative integer/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL muss eine URL mit postgres: oder postgresql: sein/);
    expect(problems.join('\n')).toMatch(/REDIS_URL/);
    expect(problems.join('\n')).toMatch(/S3_BUCKET muss ein gültiger Bucket-Name sein/);
    expect(problems.join('\n')).toMatch(/S3_ACCESS_KEY_ID fehlt/);
    expect(problems.join('\n')).toMatch(/S3_SECRET_ACCESS_KEY fehlt/);
    expect(problems.join('\n')).toMatch(/JOBS_LEASE_SECONDS/);
    expect((error as Error).message.split('\n')[0]).toBe('Ungültige Konfiguration / invalid configuration:');
  });

  it('needs none of the shared services by default: PGlite, local folder, in-process bus and queue', () => {
    const config = loadConfig({});
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redis).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.jobs.worker).toBe(true);
  });

  it('reads the shared services from their settings', () => {
    const config = loadConfig({
      REDIS_URL: 'redis://127.0.0.1:6379',
      S3_ENDPOINT: 'https://s3.example.de',
      S3_BUCKET: 'marktplatz-dateien',
      S3_ACCESS_KEY_ID: 'schluessel',
      S3_SECRET_ACCESS_KEY: 'geheim',
      S3_PUBLIC_URL: 'https://cdn.example.de/',
    });
    expect(config.redis).toEqual({ url: 'redis://127.0.0.1:6379', keyPrefix: 'mp:' });
    expect(config.s3).toMatchObject({
      endpoint: 'https://s3.example.de',
      bucket: 'marktplatz-dateien',
      publicUrl: 'https://cdn.example.de',
    });
  });
});

describe('operator calls', () => {
  const suite = testSuite();

  it('/health answers while the process lives; /ready checks the database and the storage', async () => {
    expect((await suite.context.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    const ready = await suite.context.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toEqual({ status: true, data: { ready: true, draining: false, checks: { database: 'up', storage: 'up' } } });
  });

  it('/metrics shows request durations per route and the queue depth in the Prometheus format', async () => {
    await suite.context.app.inject({ method: 'GET', url: '/modulesList' });
    const response = await suite.context.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/modulesList",status="200"\} 1/);
    expect(response.body).toMatch(/jobs_queue_depth\{status="queued"\} \d+/);
    expect(response.body).toMatch(/jobs_queue_depth\{status="dead"\} \d+/);
  });
});
