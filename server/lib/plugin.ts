import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * Marks a plugin as not encapsulated, so its decorators and hooks apply to the parent instance
 * (what fastify-plugin does, without depending on it).
 */
export function globalPlugin<Options extends FastifyPluginOptions = Record<never, never>>(
  fn: FastifyPluginAsync<Options>,
  name: string,
): FastifyPluginAsync<Options> {
  const plugin = fn as FastifyPluginAsync<Options> & Record<symbol | string, unknown>;
  plugin[Symbol.for('skip-override')] = true;
  plugin[Symbol.for('fastify.display-name')] = name;
  return plugin;
}
