import { mkdirSync } from 'node:fs';
import staticFiles from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Uploaded files from `.data/uploads`, under `/uploads/`. */
export default fp(async (app: FastifyInstance) => {
  mkdirSync(app.appConfig.uploadsDir, { recursive: true });
  await app.register(staticFiles, {
    root: app.appConfig.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
  });
});
