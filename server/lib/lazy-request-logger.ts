import type { FastifyBaseLogger } from "fastify";
import type { Bindings, ChildLoggerOptions, FastifyChildLoggerFactory } from "fastify/types/logger";

type Level = "fatal" | "error" | "warn" | "info" | "debug" | "trace";
type PinoLike = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger that becomes pino's child (bound to the request id) the first time the request logs at an
 * enabled level. Fastify makes that child for every request, which was about 1.5 % of the server's time on a
 * cached answer (issue 18), while in production (LOG_LEVEL warn) almost no request logs anything: Fastify's own
 * request lines are info.
 */
class LazyRequestLogger implements FastifyBaseLogger {
  #child: PinoLike | undefined;

  constructor(
    private readonly parent: PinoLike,
    private readonly bindings: Bindings,
  ) {}

  private logger(): PinoLike {
    return (this.#child ??= this.parent.child(this.bindings) as PinoLike);
  }

  private log(level: Level, args: unknown[]) {
    // The child's own level once it exists: a request may have been given another one (`request.log.level = …`).
    if (!(this.#child ?? this.parent).isLevelEnabled(level)) return;
    (this.logger()[level] as (...values: unknown[]) => void)(...args);
  }

  get level() {
    return this.#child?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.logger().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }

  // Methods on the prototype, not arrow fields: this object is made for every request.
  fatal(...args: unknown[]) {
    this.log("fatal", args);
  }
  error(...args: unknown[]) {
    this.log("error", args);
  }
  warn(...args: unknown[]) {
    this.log("warn", args);
  }
  info(...args: unknown[]) {
    this.log("info", args);
  }
  debug(...args: unknown[]) {
    this.log("debug", args);
  }
  trace(...args: unknown[]) {
    this.log("trace", args);
  }
  silent() {}
}

/**
 * Fastify's childLoggerFactory: the lazy child above, unless the route sets its own level or serializers (then pino's
 * child at once) or the logger is not pino's (tests pass `logger: false`).
 */
export const lazyRequestLogger: FastifyChildLoggerFactory = (logger, bindings, options) => {
  const pino = logger as Partial<PinoLike>;
  if (options.level || options.serializers || typeof pino.isLevelEnabled !== "function") return logger.child(bindings, options);
  return new LazyRequestLogger(logger as PinoLike, bindings);
};
