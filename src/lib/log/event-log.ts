// A log that code in src/lib can write to without knowing where the lines go: the server binds it to
// its JSON logger (src/server/log), tests to an array; without one, the console. An event is a
// stable name, a short message and a few plain fields; a field named like a secret does not
// type-check, so a token, password, e-mail address, card number or reset code is never handed over.

export type LogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

export type LogValue = string | number | boolean | null | undefined;

/** Parts of a field name that say it holds a secret or a person's address (compared in lowercase). */
export const SECRET_NAME_PARTS = [
  'token',
  'password',
  'passwd',
  'secret',
  'cookie',
  'authorization',
  'email',
  'mail',
  'cardnumber',
  'resetcode',
  'captcha',
] as const;

type SecretNamePart = (typeof SECRET_NAME_PARTS)[number];

/** The fields of an event: plain values only, none under a name that says it holds a secret. */
export type SafeFields<Fields> = {
  readonly [Name in keyof Fields]: Lowercase<Name & string> extends `${string}${SecretNamePart}${string}`
    ? never
    : Fields[Name] extends LogValue
      ? Fields[Name]
      : never;
};

export type LogFields = Readonly<Record<string, LogValue>>;

export interface EventLog {
  /** One event; `error` is reduced to its class and message by the log, never written whole. */
  log<Fields extends LogFields>(
    level: LogLevel,
    event: string,
    msg: string,
    fields?: SafeFields<Fields>,
    error?: unknown,
  ): void;
}

/** True when a field name says it holds a secret (the same rule as SafeFields, at run time). */
export function isSecretFieldName(name: string): boolean {
  const lower = name.toLowerCase();
  return SECRET_NAME_PARTS.some((part) => lower.includes(part));
}

/** The console, for code that runs without the server's log (the browser, scripts). */
export const consoleEventLog: EventLog = {
  log(level, event, msg, fields, error) {
    const write = level === 'error' || level === 'fatal' ? console.error : console.warn;
    const detail = fields && Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : '';
    if (error === undefined) write(`${event}: ${msg}${detail}`);
    else write(`${event}: ${msg}${detail}`, error instanceof Error ? error.message : error);
  },
};

const PROCESS_LOG = Symbol.for('fincher.eventLog');
type LogHolder = Record<symbol, EventLog | undefined>;

/** Makes `log` the process's log (the server binds its JSON log as it starts); undefined unbinds. */
export function bindProcessEventLog(log: EventLog | undefined): void {
  (globalThis as unknown as LogHolder)[PROCESS_LOG] = log;
}

/** The log bound to the process, looked up at each event; the console where none is (the browser). */
export const processEventLog: EventLog = {
  log(level, event, msg, fields, error) {
    ((globalThis as unknown as LogHolder)[PROCESS_LOG] ?? consoleEventLog).log(level, event, msg, fields, error);
  },
};
