import Fastify, { type FastifyInstance } from 'fastify';
import { namePlugins } from './plugin-names';

const DISPLAY_NAME = Symbol.for('fastify.display-name');

describe('namePlugins', () => {
  it('names a plugin and the plugins it registers by their functions, so Fastify never scans the module cache for them', async () => {
    const app = Fastify();
    namePlugins(app);
    async function innerRoutes(instance: FastifyInstance): Promise<void> {
      instance.get('/inner', async () => ({ ok: true }));
    }
    async function outerRoutes(instance: FastifyInstance): Promise<void> {
      await instance.register(innerRoutes);
    }
    await app.register(outerRoutes);
    await app.ready();
    expect((outerRoutes as unknown as Record<symbol, string>)[DISPLAY_NAME]).toBe('outerRoutes');
    expect((innerRoutes as unknown as Record<symbol, string>)[DISPLAY_NAME]).toBe('innerRoutes');
    expect(app.printPlugins()).toContain('innerRoutes');
    expect((await app.inject({ url: '/inner' })).json()).toEqual({ ok: true });
    await app.close();
  });

  it('keeps the name a plugin already carries', async () => {
    const app = Fastify();
    namePlugins(app);
    const named = Object.assign(async () => undefined, { [DISPLAY_NAME]: 'given-name' });
    await app.register(named);
    await app.ready();
    expect(named[DISPLAY_NAME]).toBe('given-name');
    await app.close();
  });
});
