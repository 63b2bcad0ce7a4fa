import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** CORS for the configured front-end origins (shell and areas). */
export default fp(async (app: FastifyInstance) => {
  await app.register(cors, {
    origin: app.appConfig.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-Requested-With'],
    maxAge: 600,
  });
});
