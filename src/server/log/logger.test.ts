import { context, trace } from '@opentelemetry/api';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { afterAll, describe, expect, it } from 'vitest';
import { createPinoLogger, errorFields, loggedPath, logSettingsFromEnv, SiteLog, type LogSettings } from './logger.ts';

// The server's log lines (docs/operations.md "Logs"): what each line holds, and that no secret
// (provider token, password, e-mail address, card number, reset code) reaches one.

function capture(settings: Partial<LogSettings> = {}) {
  const lines: string[] = [];
  const log = new SiteLog(
    createPinoLogger(
      { level: 'trace', instance: 'site-1', ...settings },
      { write: (line: string) => lines.push(line) },
    ),
  );
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { log, lines, entries };
}

describe('a log line', () => {
  it('is one JSON object with level, ISO time, instance, event, msg and the fields', () => {
    const { log, lines, entries } = capture();
    log.warn('catalog.feed_failed', 'catalogue feed failed; serving the last good one', { status: 502, kept: 'feed' });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith('\n')).toBe(true);
    expect(lines[0]!.trimEnd()).not.toContain('\n');
    const [entry] = entries();
    expect(entry).toEqual({
      level: 'warn',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      instance: 'site-1',
      event: 'catalog.feed_failed',
      msg: 'catalogue feed failed; serving the last good one',
      status: 502,
      kept: 'feed',
    });
    expect(Date.parse(entry!.time as string)).toBeGreaterThan(Date.parse('2020-01-01'));
  });

  it('keeps an error as its class and message, not its stack or the query of a URL in it', () => {
    const { log, entries } = capture();
    log.error('site.logo_unreadable', 'site logo unreadable', {}, new TypeError('no file at /logos/x.svg?token=abc'));
    expect(entries()[0]!.error).toEqual({ type: 'TypeError', message: 'no file at /logos/x.svg?…' });
    expect(errorFields('plain text')).toEqual({ type: 'string', message: 'plain text' });
  });

  it('is written only from LOG_LEVEL up', () => {
    const { log, entries } = capture({ level: 'warn' });
    log.info('a.info', 'left out');
    log.debug('a.debug', 'left out');
    log.warn('a.warn', 'written');
    log.error('a.error', 'written');
    expect(entries().map((entry) => entry.event)).toEqual(['a.warn', 'a.error']);
  });
});

describe('the trace of the request', () => {
  const provider = new NodeTracerProvider();
  provider.register();
  afterAll(async () => {
    trace.disable();
    context.disable();
    await provider.shutdown();
  });

  it('names the active span’s trace and span ids, and none outside a span', () => {
    const { log, entries } = capture();
    log.info('outside', 'no span');
    let ids: { traceId: string; spanId: string } | undefined;
    provider.getTracer('test').startActiveSpan('GET /account/', (span) => {
      ids = span.spanContext();
      log.info('inside', 'in the span');
      span.end();
    });
    const [outside, inside] = entries();
    expect(outside).not.toHaveProperty('trace_id');
    expect(outside).not.toHaveProperty('span_id');
    expect(inside!.trace_id).toBe(ids!.traceId);
    expect(inside!.span_id).toBe(ids!.spanId);
    expect(inside!.trace_id).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('secrets', () => {
  const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.c2Vzc2lvbi10b2tlbi1mb3ItY2xhaXJl.QmW3kL9vTzR8sYp2NcXa4hJ6uFdE1gKo';
  const SECRETS = {
    token: TOKEN,
    refreshToken: 'rt_7f3a9c2e5b8d4f1a6c0e9b2d7f4a1c8e',
    password: 'Popcorn2026',
    newPassword: 'Starlight#2026',
    email: 'claire.dubois@example.fr',
    cardNumber: '6035710000000001',
    resetCode: 'uid=42&token=9c2e5b8d4f1a6c0e',
    cookie: 'fincher_member_session=v1.abc',
    authorization: `Bearer ${TOKEN}`,
    captchaResponse: 'sandbox-captcha-pass',
  };

  it('are censored under their names, at the top and one level down, whatever the level', () => {
    const { log, lines } = capture();
    for (const level of ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const) {
      // Past the type check on purpose: the logger still censors what a careless call hands it.
      (log as unknown as { log: (...args: unknown[]) => void }).log(level, 'member.test', 'secrets', SECRETS);
      log.pino[level]({ event: 'raw', ...SECRETS, request: { ...SECRETS }, headers: { ...SECRETS } }, 'raw');
    }
    expect(lines).toHaveLength(12);
    for (const line of lines)
      for (const [name, secret] of Object.entries(SECRETS)) expect(line, `${name} in ${line}`).not.toContain(secret);
    expect(lines[0]).toContain('"token":"[redacted]"');
  });

  it('are masked in free text: e-mail addresses, long opaque strings, card-length numbers', () => {
    const { log, lines } = capture();
    log.warn('member.test', `sign-in refused for ${SECRETS.email}`, {
      detail: `card ${SECRETS.cardNumber}, token ${TOKEN}`,
    });
    log.error('member.test', 'failed', {}, new Error(`provider refused ${SECRETS.email} with ${SECRETS.refreshToken}`));
    for (const secret of [SECRETS.email, SECRETS.cardNumber, SECRETS.refreshToken, 'c2Vzc2lvbi10b2tlbi1mb3ItY2xhaXJl'])
      expect(lines.join('')).not.toContain(secret);
    expect(lines[0]).toContain('[email]');
  });

  it('a request target is logged as its path, never its query', () => {
    expect(loggedPath(`/connexion/?token=${TOKEN}&refreshToken=x`)).toBe('/connexion/');
    expect(loggedPath('/account/#reset=abc')).toBe('/account/');
    expect(loggedPath(null)).toBe('');
  });

  it('refuses a field named like a secret at compile time', () => {
    const { log } = capture();
    // @ts-expect-error a field named like a secret does not type-check
    log.info('member.test', 'x', { token: 'x' });
    // @ts-expect-error nor one that merely contains such a name
    log.info('member.test', 'x', { memberEmail: 'x' });
    // @ts-expect-error nor an object, which could hold anything
    log.info('member.test', 'x', { body: { a: 1 } });
    log.info('member.test', 'x', { route: 'login', status: 401, ok: false });
  });
});

describe('LOG_LEVEL and INSTANCE_ID', () => {
  it('default to info and host:pid', () => {
    const settings = logSettingsFromEnv({});
    expect(settings.level).toBe('info');
    expect(settings.instance).toMatch(new RegExp(`:${process.pid}$`));
  });

  it('are read, case aside', () => {
    expect(logSettingsFromEnv({ LOG_LEVEL: 'TRACE', INSTANCE_ID: 'site-2' })).toEqual({
      level: 'trace',
      instance: 'site-2',
    });
  });

  it('refuse an unknown level or an instance name with spaces, naming the variable', () => {
    expect(() => logSettingsFromEnv({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
    expect(() => logSettingsFromEnv({ INSTANCE_ID: 'site 1' })).toThrow(/INSTANCE_ID/);
  });
});
