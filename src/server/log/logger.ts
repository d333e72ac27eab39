import { hostname } from 'node:os';
import { isSpanContextValid, trace } from '@opentelemetry/api';
import pino, { type DestinationStream, type Logger } from 'pino';
import { z } from 'zod';
import {
  bindProcessEventLog,
  isSecretFieldName,
  type EventLog,
  type LogFields,
  type LogLevel,
  type SafeFields,
} from '../../lib/log/event-log.ts';

// The server's log: one JSON object per line on stdout (level, time, instance, the request's trace
// and span ids, event, msg, the event's fields), for a collector to ship as it is. Secrets are kept
// out twice: events are written with plain fields under names that cannot hold one (SafeFields),
// and the logger still censors such names and scrubs free text (docs/operations.md "Logs").
// Not 'server-only': scripts/serve-site.mjs loads the site server, which logs, outside Next.

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const logEnvSchema = z.object({
  /** The lowest level written (default info); trace writes every event, silent none. */
  LOG_LEVEL: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined),
    z.enum(LOG_LEVELS).default('info'),
  ),
  /** This instance's name in every line; unset: host name and process id. */
  INSTANCE_ID: z
    .string()
    .trim()
    .regex(/^[\w.:@-]{1,64}$/, 'up to 64 letters, digits and . : @ _ -')
    .optional(),
});

export interface LogSettings {
  readonly level: (typeof LOG_LEVELS)[number];
  readonly instance: string;
}

/** The log's settings from the environment; throws with the variable's name when one is invalid. */
export function logSettingsFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): LogSettings {
  const parsed = logEnvSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `Invalid log environment:\n${parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`).join('\n')}`,
    );
  return { level: parsed.data.LOG_LEVEL, instance: parsed.data.INSTANCE_ID ?? `${hostname()}:${process.pid}` };
}

/** Field names whose values are replaced wherever they appear, one level down included. */
export const REDACTED_NAMES = [
  'token',
  'accessToken',
  'refreshToken',
  'password',
  'newPassword',
  'currentPassword',
  'cookie',
  'authorization',
  'email',
  'cardNumber',
  'resetCode',
  'captchaResponse',
  'pin',
  'secret',
] as const;
const REDACTED_PATHS = [
  ...REDACTED_NAMES.flatMap((name) => [name, `*.${name}`]),
  'headers.cookie',
  'headers["set-cookie"]',
  'headers.authorization',
];
export const CENSOR = '[redacted]';

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;
// Long opaque runs (tokens, keys, reset codes) and card-length digit runs; paths and words stay.
const OPAQUE = /[A-Za-z0-9_+=-]{32,}/g;
const CARD_DIGITS = /(?<![\d])\d{12,19}(?![\d])/g;
const QUERY = /\?[^\s"'<>]*/g;

/** Free text as it may be logged: e-mail addresses, opaque strings and card-length numbers masked. */
export function scrubText(text: string, maxLength = 300): string {
  return text
    .slice(0, maxLength * 2)
    .replace(EMAIL, '[email]')
    .replace(OPAQUE, CENSOR)
    .replace(CARD_DIGITS, '[number]')
    .slice(0, maxLength);
}

/** A request target as it may be logged: its path only (a query may carry a token), bounded. */
export function loggedPath(target: string | null | undefined): string {
  const value = target ?? '';
  const queryAt = value.search(/[?#]/);
  return scrubText(queryAt === -1 ? value : value.slice(0, queryAt), 160);
}

/** An error as it may be logged: its class and its message (queries dropped, secrets scrubbed). */
export function errorFields(error: unknown): { readonly type: string; readonly message: string } {
  if (error instanceof Error)
    return {
      type: error.name && error.name !== 'Error' ? error.name : error.constructor.name,
      message: scrubText(error.message.replace(QUERY, '?…')),
    };
  return { type: typeof error, message: scrubText(String(error).replace(QUERY, '?…')) };
}

/** The ids of the active span, when tracing is on and a request is being traced. */
function traceFields(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const context = span.spanContext();
  return isSpanContextValid(context) ? { trace_id: context.traceId, span_id: context.spanId } : {};
}

const RESERVED = new Set(['level', 'time', 'instance', 'trace_id', 'span_id', 'event', 'msg', 'error']);

/** The pino logger behind SiteLog: JSON lines, ISO time, the level's name, redaction, trace ids. */
export function createPinoLogger(settings: LogSettings, destination?: DestinationStream): Logger {
  return pino(
    {
      level: settings.level,
      base: { instance: settings.instance },
      timestamp: pino.stdTimeFunctions.isoTime,
      messageKey: 'msg',
      formatters: { level: (label) => ({ level: label }) },
      mixin: traceFields,
      redact: { paths: REDACTED_PATHS, censor: CENSOR },
    },
    destination ?? pino.destination({ dest: 1, sync: false, minLength: 0 }),
  );
}

export class SiteLog implements EventLog {
  readonly pino: Logger;

  constructor(logger: Logger) {
    this.pino = logger;
  }

  log<Fields extends LogFields>(
    level: LogLevel,
    event: string,
    msg: string,
    fields?: SafeFields<Fields>,
    error?: unknown,
  ): void {
    if (!this.pino.isLevelEnabled(level)) return;
    const entry: Record<string, unknown> = { event };
    for (const [name, value] of Object.entries((fields ?? {}) as LogFields)) {
      if (value === undefined || RESERVED.has(name)) continue;
      entry[name] = isSecretFieldName(name) ? CENSOR : typeof value === 'string' ? scrubText(value) : value;
    }
    if (error !== undefined) entry.error = errorFields(error);
    this.pino[level](entry, scrubText(msg));
  }

  trace<Fields extends LogFields>(event: string, msg: string, fields?: SafeFields<Fields>, error?: unknown): void {
    this.log('trace', event, msg, fields, error);
  }
  debug<Fields extends LogFields>(event: string, msg: string, fields?: SafeFields<Fields>, error?: unknown): void {
    this.log('debug', event, msg, fields, error);
  }
  info<Fields extends LogFields>(event: string, msg: string, fields?: SafeFields<Fields>, error?: unknown): void {
    this.log('info', event, msg, fields, error);
  }
  warn<Fields extends LogFields>(event: string, msg: string, fields?: SafeFields<Fields>, error?: unknown): void {
    this.log('warn', event, msg, fields, error);
  }
  error<Fields extends LogFields>(event: string, msg: string, fields?: SafeFields<Fields>, error?: unknown): void {
    this.log('error', event, msg, fields, error);
  }
  fatal<Fields extends LogFields>(event: string, msg: string, fields?: SafeFields<Fields>, error?: unknown): void {
    this.log('fatal', event, msg, fields, error);
  }
}

// One log per process: the site server (loaded by Node) and Next's bundles (each with its own copy
// of this module) write through the same logger and the same stdout stream, and so does code in
// src/lib, through the process's EventLog this binds.
const KEY = Symbol.for('fincher.siteLog');

/** The process's log, made on first use from LOG_LEVEL and INSTANCE_ID. */
export function siteLog(): SiteLog {
  const holder = globalThis as unknown as Record<symbol, SiteLog | undefined>;
  let log = holder[KEY];
  if (!log) {
    log = holder[KEY] = new SiteLog(createPinoLogger(logSettingsFromEnv()));
    bindProcessEventLog(log);
  }
  return log;
}
