import type { StoredMember } from './store.ts';

// The ticketing web-sales site the demo sites link to (§2.3 booking page shape, §7.10 hand-off).
// Pages are plain, accessible HTML: a language, a title, one h1, landmarks and text statements
// that end-to-end tests can assert on.

/** §7.10: the token parameter names in use across providers. */
export const HANDOFF_TOKEN_PARAMS = ['userSessionId', 'token', 'requestData', 'token_clubcgr'] as const;

/** Where the demo sites' loyalty.ticketingUrl points: http://localhost:4010/ticketing. */
export const TICKETING_PREFIX = '/ticketing';

const BOOKING_PATH = /^\/websales\/sales\/([A-Za-z0-9_-]{1,32})\/book\/?$/;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Sandbox ticketing</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fafafa}header,main{max-width:40rem;margin:0 auto;padding:1rem}header{border-bottom:1px solid #ccc}dt{font-weight:700}</style></head>
<body><header><p>Sandbox ticketing web-sales (not a real box office)</p></header>
<main id="main">${body}</main></body></html>`;
}

export interface WebSalesInput {
  /** Path below the site root or below the /ticketing prefix. */
  readonly path: string;
  readonly query: URLSearchParams;
  /** Token parameters received (query for GET, form for POST). */
  readonly tokenParams: Readonly<Record<string, string>>;
  readonly method: string;
  readonly findMember: (token: string) => StoredMember | undefined;
}

export function isWebSalesPath(pathname: string): boolean {
  return (
    pathname === TICKETING_PREFIX || pathname.startsWith(`${TICKETING_PREFIX}/`) || pathname.startsWith('/websales/')
  );
}

/** What the ticketing stand-in received on one hand-off (§7.10), for tests to compare with the session. */
export interface ReceivedHandoff {
  readonly at: string;
  readonly method: string;
  /** The path below the ticketing prefix, with its query minus the token parameters. */
  readonly path: string;
  /** The token parameter names that carried a value, in the order of HANDOFF_TOKEN_PARAMS. */
  readonly params: readonly string[];
  readonly token: string;
  /** The member the token belongs to, if it is a live session. */
  readonly memberId: string | null;
}

/** Path where the sandbox lists the hand-offs it received (GET, newest last). */
export const HANDOFFS_PATH = '/sandbox/handoffs';
const KEPT_HANDOFFS = 100;

/** The last hand-offs received: the sandbox is a test stand-in, so it keeps the tokens it was given. */
export function createHandoffLog(now: () => number = Date.now) {
  const received: ReceivedHandoff[] = [];
  return {
    record(input: WebSalesInput): void {
      const entries = Object.entries(input.tokenParams).filter(([, value]) => value !== '');
      if (entries.length === 0) return;
      const token = entries[0]?.[1] ?? '';
      const query = new URLSearchParams(input.query);
      for (const name of HANDOFF_TOKEN_PARAMS) query.delete(name);
      const search = query.toString();
      received.push({
        at: new Date(now()).toISOString(),
        method: input.method,
        path: `${input.path.startsWith(TICKETING_PREFIX) ? input.path.slice(TICKETING_PREFIX.length) || '/' : input.path}${search ? `?${search}` : ''}`,
        params: entries.map(([name]) => name),
        token,
        memberId: input.findMember(token)?.memberId ?? null,
      });
      if (received.length > KEPT_HANDOFFS) received.splice(0, received.length - KEPT_HANDOFFS);
    },
    list(): readonly ReceivedHandoff[] {
      return received;
    },
  };
}

/** Renders the booking page or the hand-off landing page, with the member it recognised. */
export function renderWebSales(input: WebSalesInput): { status: number; html: string } {
  const path = input.path.startsWith(TICKETING_PREFIX) ? input.path.slice(TICKETING_PREFIX.length) || '/' : input.path;
  const tokenEntry = Object.entries(input.tokenParams).find(([, value]) => value !== '');
  const member = tokenEntry ? input.findMember(tokenEntry[1]) : undefined;
  const memberSection = !tokenEntry
    ? '<p id="member-status">Not signed in (no member token received).</p>'
    : member
      ? `<p id="member-status" role="status">Signed in as ${escapeHtml(`${member.document.firstName} ${member.document.lastName}`)} (member ${escapeHtml(member.memberId)}), token received in “${escapeHtml(tokenEntry[0])}” by ${escapeHtml(input.method)}.</p>`
      : `<p id="member-status" role="alert">Token received in “${escapeHtml(tokenEntry[0])}” but no member recognised (expired or invalid).</p>`;

  const booking = BOOKING_PATH.exec(path);
  if (booking) {
    const theaterCode = booking[1] ?? '';
    const perfCode = input.query.get('perfcode') ?? '';
    const details = `<dl><dt>Theater code</dt><dd id="theater-code">${escapeHtml(theaterCode)}</dd><dt>Performance</dt><dd id="performance">${escapeHtml(perfCode || '(none given)')}</dd></dl>`;
    return {
      status: 200,
      html: page(
        `Book ${theaterCode}`,
        `<h1>Book tickets at ${escapeHtml(theaterCode)}</h1>${details}${memberSection}<p><button type="button">Choose seats</button></p>`,
      ),
    };
  }
  return {
    status: 200,
    html: page(
      'Ticketing',
      `<h1>Ticketing</h1><p>Landing page: <code id="landing-path">${escapeHtml(path)}</code></p><p>Cinema: <code id="landing-cinema">${escapeHtml(input.query.get('cinemaId') || '(none given)')}</code></p>${memberSection}`,
    ),
  };
}
