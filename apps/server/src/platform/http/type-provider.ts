/**
 * The type provider of every area's routes: requests are typed as the contract's parsed output,
 * and a handler may answer a timestamp as a `Date` where the contract says string, because the
 * serialiser (serializer.ts) writes Dates as ISO strings before it checks the contract.
 */
import type { FastifyPluginAsync, FastifyTypeProvider, RawServerDefault } from 'fastify';
import type { $ZodType, output } from 'zod/v4/core';

/** A value as a handler may hand it to the serialiser. */
export type Serialisable<T> = T extends string
  ? T | Date
  : T extends readonly (infer U)[]
    ? Serialisable<U>[]
    : T extends object
      ? { [K in keyof T]: Serialisable<T[K]> }
      : T;

export interface ContractTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends $ZodType ? output<this['schema']> : unknown;
  serializer: this['schema'] extends $ZodType ? Serialisable<output<this['schema']>> : unknown;
}

/** An area's routes plugin. */
export type AreaRoutes = FastifyPluginAsync<Record<never, never>, RawServerDefault, ContractTypeProvider>;
