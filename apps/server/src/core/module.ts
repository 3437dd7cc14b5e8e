import type { FastifyInstance } from 'fastify';

/**
 * A feature area as `app.ts` sees it: a name and one function that registers its routes (and
 * hooks) on the app. Each feature exports its module from `features/<name>/index.ts`, its public
 * face; `app.ts` lists the modules in order and hands each the shared context it needs.
 */
export interface FeatureModule<Context> {
  name: string;
  register(app: FastifyInstance, context: Context): void | Promise<void>;
}

export const defineModule = <Context>(module: FeatureModule<Context>): FeatureModule<Context> => module;
