import type { FastifyBaseLogger } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Record<string, unknown>;
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
/** A pino logger (Fastify's own): it answers whether a level is written. */
type PinoLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger (`req.log`, with its reqId) that becomes a real pino child only when the
 * request writes a line at an enabled level. Fastify makes a child per request; at the production
 * level most requests write nothing beyond the request lines, and at `warn` nothing at all, so the
 * child (its bindings serialized and redacted) was work thrown away on every call.
 */
export class LazyChildLogger {
  #child: PinoLogger | undefined;
  constructor(
    private readonly parent: PinoLogger,
    private readonly childBindings: Bindings,
    private readonly childOptions: ChildOptions,
  ) {}

  /** Whether the pino child has been made (it is, at the first line written). */
  get made(): boolean {
    return this.#child !== undefined;
  }

  private real(): PinoLogger {
    return (this.#child ??= this.parent.child(this.childBindings, this.childOptions) as PinoLogger);
  }

  private write(level: Level, args: unknown[]): void {
    const logger = this.#child ?? this.parent;
    if (!logger.isLevelEnabled(level)) return;
    (this.real()[level] as (...a: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  isLevelEnabled(level: string): boolean {
    return (this.#child ?? this.parent).isLevelEnabled(level);
  }

  get level(): string {
    return (this.#child ?? this.parent).level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  bindings(): Bindings {
    return (this.real() as unknown as { bindings(): Bindings }).bindings();
  }
}

/**
 * Fastify's `childLoggerFactory`: a lazy child per request. A route with its own `logLevel` gets
 * a real child at once (its level differs from the parent's), and so does a logger that is not pino.
 */
export function lazyChildLoggerFactory(logger: FastifyBaseLogger, bindings: Bindings, options: ChildOptions): FastifyBaseLogger {
  if ((options as { level?: string } | undefined)?.level || typeof (logger as Partial<PinoLogger>).isLevelEnabled !== 'function')
    return logger.child(bindings, options);
  return new LazyChildLogger(logger as PinoLogger, bindings, options) as unknown as FastifyBaseLogger;
}
