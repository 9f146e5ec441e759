/** The Redis store @fastify/rate-limit uses for its `redis` option (a CommonJS file without types of its own). */
declare module "@fastify/rate-limit/store/RedisStore.js" {
  import type { Redis } from "ioredis";

  type Callback = (error: Error | null, result: { current: number; ttl: number } | null) => void;

  export default class RedisStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string);
    incr(key: string, callback: Callback, timeWindow: number, max: number): void;
    read(key: string, callback: Callback, timeWindow: number, max: number): void;
    child(routeOptions: object): RedisStore;
  }
}
