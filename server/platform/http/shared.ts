import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as not encapsulated, so its decorators and hooks reach the whole app.
 * This is all `fastify-plugin` does at runtime; the symbols are Fastify's documented contract.
 */
export function shared<Options extends Record<string, unknown>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}
