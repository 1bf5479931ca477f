import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitPluginOptions,
} from '@fastify/rate-limit';
import type { Db } from '../db/database.ts';
import { hitThrottle } from './throttle.ts';

type RouteInfo = { method?: string | string[]; url?: string };

/**
 * @fastify/rate-limit options whose counters live in the database (security/throttle.ts) instead of
 * each process's memory: every server process sharing the database shares the limits. Routes opt
 * in with `config: { rateLimit: { max, timeWindow } }`; each route counts apart, per client address.
 * A refused request answers 429 with Retry-After (the errors plugin words the message).
 */
export function sharedRateLimit(db: Db): RateLimitPluginOptions {
  const storeFor = (route: string): FastifyRateLimitStore => ({
    incr(address, callback, timeWindow, max) {
      hitThrottle(db, `rate:${route}:${address}`, { max, windowMs: timeWindow }).then(
        (verdict) =>
          callback(null, {
            // The plugin refuses when current > max.
            current: verdict.allowed ? Math.min(verdict.hits, max) : max + 1,
            ttl: verdict.allowed ? verdict.windowLeftMs : verdict.retryAfterSeconds * 1000,
          }),
        (error: Error) => callback(error),
      );
    },
    child(options) {
      // The plugin hands the merged route limits, with the route under routeInfo.
      const route = (options as { routeInfo?: RouteInfo }).routeInfo ?? (options as RouteInfo);
      return storeFor(`${[route.method ?? ''].flat().join(',')} ${route.url ?? ''}`);
    },
  });
  // The plugin calls `new store(options)`: a constructor that returns the shared store.
  function SharedStore() {
    return storeFor('*');
  }
  return { global: false, store: SharedStore as unknown as FastifyRateLimitStoreCtor };
}
