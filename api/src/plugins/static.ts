import { mkdirSync } from 'node:fs';
import staticFiles from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Public uploaded files from `.data/uploads`, under `/uploads/` (with S3 storage src/plugins/infra.ts serves them). */
export default fp(async (app: FastifyInstance) => {
  if (app.storage.kind !== 'local') return;
  mkdirSync(app.appConfig.uploadsDir, { recursive: true });
  await app.register(staticFiles, {
    root: app.appConfig.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // Every key holds a random UUID: a changed image is a new URL, so browsers and CDNs may keep a file for ever.
    immutable: true,
    maxAge: '365d',
  });
});
