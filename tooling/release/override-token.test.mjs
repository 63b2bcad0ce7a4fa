import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signOverrideToken, verifyOverrideToken } from './override-token.mjs';

const SECRET = 'test-secret';
const NOW = Date.UTC(2026, 11, 6, 12, 0, 0);
const payload = {
  env: 'local',
  area: 'mfe-shop',
  version: '1.4.0-rc.2',
  manifest_url: 'http://127.0.0.1:3001/mf-manifest.json',
  exp: NOW / 1000 + 3600,
};

test('a signed token verifies to its payload until it expires', () => {
  const token = signOverrideToken(payload, SECRET);
  assert.deepEqual(verifyOverrideToken(token, SECRET, NOW), payload);
  assert.equal(verifyOverrideToken(token, SECRET, payload.exp * 1000), null);
});

test('the token is the base64url JSON payload and the base64url HMAC-SHA256 of that part', async () => {
  const { createHmac } = await import('node:crypto');
  const token = signOverrideToken(payload, SECRET);
  const [first, signature] = token.split('.');
  assert.deepEqual(JSON.parse(Buffer.from(first, 'base64url').toString('utf8')), payload);
  assert.equal(signature, createHmac('sha256', SECRET).update(first).digest('base64url'));
});

test('a token signed with another secret is refused', () => {
  assert.equal(verifyOverrideToken(signOverrideToken(payload, 'other'), SECRET, NOW), null);
});

test('a token whose payload was changed after signing is refused', () => {
  const [, signature] = signOverrideToken(payload, SECRET).split('.');
  const forged = Buffer.from(JSON.stringify({ ...payload, manifest_url: 'https://evil.example/mf-manifest.json' })).toString('base64url');
  assert.equal(verifyOverrideToken(`${forged}.${signature}`, SECRET, NOW), null);
});

test('malformed tokens and a missing secret are refused', () => {
  for (const token of [undefined, '', 'abc', 'a.b.c', '!!.??', `${'a'.repeat(5000)}.b`]) {
    assert.equal(verifyOverrideToken(token, SECRET, NOW), null);
  }
  assert.equal(verifyOverrideToken(signOverrideToken(payload, SECRET), '', NOW), null);
  assert.throws(() => signOverrideToken(payload, ''));
});

test('a correctly signed token without the expected fields is refused', async () => {
  const { createHmac } = await import('node:crypto');
  const first = Buffer.from(JSON.stringify({ env: 'local', exp: payload.exp })).toString('base64url');
  const signature = createHmac('sha256', SECRET).update(first).digest('base64url');
  assert.equal(verifyOverrideToken(`${first}.${signature}`, SECRET, NOW), null);
});
