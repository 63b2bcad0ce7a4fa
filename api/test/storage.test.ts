import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { loadConfig } from '../src/config';
import { privateUploadUrl, storePrivateUpload, storeUpload } from '../src/http/uploads';
import { signPrivate } from '../src/infra/storage';
import { bearer, createTestApp, DEMO, json, login, type TestContext } from './helpers';
import { testSuite } from './fixtures/suite';
import { type LocalS3, startS3 } from './services';

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const pdf = Buffer.from('%PDF-1.4\n% Rechnung 2026-0001\n%%EOF\n');

function multipart(filename: string, content: Buffer) {
  const boundary = '----speicher-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function uploadAvatar(context: TestContext): Promise<string> {
  const token = await login(context.app, DEMO.customer);
  const { payload, headers } = multipart('ich.png', png);
  const response = await context.app.inject({ method: 'POST', url: '/me/avatar', payload, headers: { ...headers, ...bearer(token) } });
  expect(response.statusCode).toBe(200);
  return json<{ data: { avatar: string } }>(response).data.avatar;
}

describe('local storage (the default)', () => {
  const suite = testSuite();

  it('serves a public file (an avatar) under a stable URL that may be cached for ever', async () => {
    expect(suite.context.app.storage.kind).toBe('local');
    const avatar = await uploadAvatar(suite.context);
    const file = await suite.context.app.inject({ method: 'GET', url: new URL(avatar).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png)).toBe(true);
    expect(file.headers['cache-control']).toMatch(/immutable/);
  });

  it('never serves a private file under /uploads, only through its signed, short-lived URL', async () => {
    const key = await storePrivateUpload(suite.context.config, 'invoices', pdf, 'pdf');
    expect((await suite.context.app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404);
    expect((await suite.context.app.inject({ method: 'GET', url: `/files/${key}` })).statusCode).toBe(404);

    const signed = new URL(await privateUploadUrl(suite.context.config, key));
    expect(signed.pathname).toBe(`/files/${key}`);
    const file = await suite.context.app.inject({ method: 'GET', url: `${signed.pathname}${signed.search}` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses a private-file URL whose signature was changed, that names another file, or that expired', async () => {
    const key = await storePrivateUpload(suite.context.config, 'documents', pdf, 'pdf');
    const other = await storePrivateUpload(suite.context.config, 'documents', pdf, 'pdf');
    const signed = new URL(await privateUploadUrl(suite.context.config, key));
    const expires = signed.searchParams.get('expires')!;
    const signature = signed.searchParams.get('signature')!;
    const tampered = `${signature.slice(0, -2)}${signature.endsWith('A') ? 'BB' : 'AA'}`;
    for (const url of [
      `/files/${key}?expires=${expires}&signature=${tampered}`,
      `/files/${other}?expires=${expires}&signature=${signature}`,
      `/files/${key}?expires=${Number(expires) + 3600}&signature=${signature}`,
    ]) {
      const response = await suite.context.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ status: false, message: 'Der Link ist ungültig oder abgelaufen.' });
    }
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = await suite.context.app.inject({
      method: 'GET',
      url: `/files/${key}?expires=${past}&signature=${signPrivate(suite.context.config.jwtSecret, key, past)}`,
    });
    expect(expired.statusCode).toBe(404);
  });
});

describe('S3-compatible storage (S3_ENDPOINT set; a local S3 server)', () => {
  let s3: LocalS3;
  let context: TestContext;
  let client: S3Client;
  beforeAll(async () => {
    s3 = await startS3();
    const config = loadConfig({ ...s3.env, NODE_ENV: 'test' });
    context = await createTestApp({ config: { s3: config.s3 } });
    client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });
  afterAll(async () => {
    client?.destroy();
    await context?.close();
    await s3?.stop();
  });

  it('stores a public file (an avatar) in the bucket under public/ and serves it through the API', async () => {
    expect(context.app.storage.kind).toBe('s3');
    const avatar = await uploadAvatar(context);
    const key = new URL(avatar).pathname.replace(/^\/uploads\//, '');
    expect(key).toMatch(/^avatars\/.+\.png$/);
    const object = await client.send(new GetObjectCommand({ Bucket: 'marktplatz-test', Key: `public/${key}` }));
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(png)).toBe(true);
    const file = await context.app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png)).toBe(true);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await context.app.inject({ method: 'GET', url: '/uploads/avatars/gibt-es-nicht.png' })).statusCode).toBe(404);
  });

  it('keeps a private file under private/, out of /uploads, and hands out a pre-signed URL that expires', async () => {
    const key = await storeUpload(context.config, 'banners', png, 'png');
    expect((await context.app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(200);

    const invoice = await storePrivateUpload(context.config, 'invoices', pdf, 'pdf');
    expect((await context.app.inject({ method: 'GET', url: `/uploads/${invoice}` })).statusCode).toBe(404);
    const signed = await privateUploadUrl(context.config, invoice, 60);
    const url = new URL(signed);
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toBe(`/marktplatz-test/private/${invoice}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const download = await fetch(signed);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('reports the bucket in /ready', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ status: true, data: { ready: true, checks: { database: 'up', storage: 'up' } } });
  });
});
