import type { LoggerService } from '@nestjs/common';
import fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { type DestinationStream, pino, type Logger as PinoLogger } from 'pino';

/**
 * Headers that carry credentials, wherever a logged object holds them, and URLs, whose query
 * string may hold personal data (`?email=`). The lines this app writes name no header and
 * no query string; this catches what a library or a later change might log.
 */
export const REDACTED_PATHS = [
  'headers.authorization',
  'headers.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
  'request.headers.authorization',
  'request.headers.cookie',
  'res.headers["set-cookie"]',
  'url',
  'req.url',
];

/** The path of a URL without its query string. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** A URL keeps its path; a header is replaced. */
function censor(value: unknown, path: string[]): unknown {
  if (path[path.length - 1] === 'url') return typeof value === 'string' ? pathOf(value) : value;
  return '[redacted]';
}

/** The SQLSTATE and the names of what failed: a driver's message and detail may quote the values. */
interface DatabaseErrorForLog {
  type: string;
  sqlState?: string;
  table?: string;
  constraint?: string;
  stack?: string;
}

type DriverError = Error & { code?: unknown; table?: unknown; constraint?: unknown; severity?: unknown };

/** TypeORM's QueryFailedError wraps the driver's error; pg's own errors carry a SQLSTATE and a severity. */
function driverErrorOf(error: Error): DriverError | null {
  const wrapped = (error as { driverError?: unknown }).driverError;
  if (wrapped instanceof Error) return wrapped;
  const { code, severity } = error as DriverError;
  return typeof code === 'string' && typeof severity === 'string' ? error : null;
}

function databaseErrorForLog(error: Error, driverError: DriverError): DatabaseErrorForLog {
  const name = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    type: error.constructor.name,
    sqlState: name(driverError.code),
    table: name(driverError.table),
    constraint: name(driverError.constraint),
    // The first line repeats the message.
    stack: error.stack?.split('\n').slice(1).join('\n'),
  };
}

/**
 * pino's error serializer, except for database errors (their message, detail, query
 * parameters and failing row can quote what a visitor sent), anywhere in the cause chain.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const driverError = driverErrorOf(error);
  if (driverError) return databaseErrorForLog(error, driverError);
  const serialized: Record<string, unknown> = { ...pino.stdSerializers.err(error) };
  if (error.cause !== undefined) {
    // pino appends the causes' messages and stacks to the error's own: each is kept apart here.
    serialized.message = error.message;
    serialized.stack = error.stack;
    serialized.cause = serializeError(error.cause);
  }
  return serialized;
}

/**
 * pino takes a line's message from its error when none is given (Fastify passes it on
 * explicitly): a database error's message gives way to its SQLSTATE.
 */
function withoutDatabaseMessage(args: unknown[]): unknown[] {
  const [first, message] = args;
  const error = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
  if (!(error instanceof Error) || (message !== undefined && message !== error.message)) return args;
  const driverError = driverErrorOf(error);
  if (!driverError) return args;
  return [first, `database error ${String(driverError.code)}`, ...args.slice(2)];
}

/**
 * What a logged request says about itself: never the query string, headers or body. Fastify's
 * own serializer (used by its error lines) would write the full URL.
 */
function serializeRequest(request: { method?: string; url?: string; routeOptions?: { url?: string } }): {
  method?: string;
  path?: string;
  route?: string;
} {
  const route = request.routeOptions?.url;
  // As in the request line: a route with parameters stands for its path.
  if (route !== undefined && !isFixedRoute(route)) return { method: request.method, route };
  return { method: request.method, path: request.url === undefined ? undefined : pathOf(request.url) };
}

/**
 * One JSON logger for Fastify's request logs and Nest's own messages, written asynchronously
 * by pino's destination (which writes what is pending when the process exits).
 */
export function createRootLogger(
  level: string,
  destination: DestinationStream = pino.destination({ sync: false }),
): PinoLogger {
  return pino(
    {
      level,
      base: { service: 'backend' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor },
      hooks: {
        logMethod(args, method) {
          method.apply(this, withoutDatabaseMessage(args) as Parameters<typeof method>);
        },
      },
      serializers: {
        err: serializeError,
        req: serializeRequest,
        res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
      },
    },
    destination,
  );
}

/**
 * Which requests get a log line, written when each completes. nginx already keeps an access
 * log of every request; here, at the default level, only what an operator has to look at:
 * failures (5xx, error level), refusals (4xx, info) and requests slower than the threshold
 * (warn). The others are logged at debug level. A line names the method, the path without
 * its query string, the route, the status and the time taken; no header, body or query.
 */
/** A route with neither parameters nor a wildcard: its path says nothing the route does not. */
function isFixedRoute(route: string | undefined): route is string {
  return route !== undefined && !/[:*]/.test(route);
}

export class RequestLog extends fastify.LogController {
  constructor(private readonly slowRequestMs: number) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    const level =
      error || status >= 500 ? 'error' : ms >= this.slowRequestMs ? 'warn' : status >= 400 ? 'info' : 'debug';
    // The app hands Fastify a pino logger (createApp), whose children it gives each request.
    if (!(reply.log as PinoLogger).isLevelEnabled(level)) return;
    const route = request.routeOptions.url;
    const line = {
      method: request.method,
      // A path that fills a route's parameters can hold what a visitor typed, or a token:
      // those requests are known by their route alone.
      ...(isFixedRoute(route) ? { path: pathOf(request.url) } : {}),
      route,
      status,
      ms: Math.round(ms * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log[level](line, ms >= this.slowRequestMs ? 'slow request' : 'request');
  }

  override routeNotFound(request: FastifyRequest, reply: FastifyReply): void {
    if ((reply.log as PinoLogger).isLevelEnabled('info')) reply.log.info({ method: request.method }, 'no route');
  }
}

/** Nest calls `log(message, context)` or `log(object, message, context)`; both end up as JSON. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: PinoLogger) {}

  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace', message: unknown, rest: unknown[]): void {
    const context = typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    if (message instanceof Error) {
      // Through the error serializer, which keeps database errors to their SQLSTATE.
      this.logger[level]({ context, err: message });
    } else if (typeof message === 'object' && message !== null) {
      const text = typeof rest[0] === 'string' ? rest[0] : undefined;
      this.logger[level]({ context, ...message }, text);
    } else {
      const stack = level === 'error' && typeof rest[0] === 'string' ? rest[0] : undefined;
      this.logger[level]({ context, ...(stack ? { stack } : {}) }, String(message));
    }
  }

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
}
