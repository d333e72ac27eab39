import { escapeHtml } from './web-sales.ts';

// A form receiver for the §2.3 post protocol: the demo sites' newsletter links are sent as form
// submissions to NEWSLETTER_PATH. It answers a plain page that shows what arrived (the query of
// the action URL, where UTM parameters stay, and the form fields, where the link's other
// parameters travel as hidden inputs) and keeps the submissions for GET SUBMISSIONS_PATH (JSON).

export const NEWSLETTER_PATH = '/newsletter/subscribe';
export const SUBMISSIONS_PATH = '/sandbox/form-submissions';
/** The most recent submissions kept in memory. */
export const SUBMISSIONS_LIMIT = 100;

export interface FormSubmission {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly fields: Record<string, string>;
  readonly receivedAt: string;
}

export function isFormReceiverPath(pathname: string): boolean {
  return pathname === NEWSLETTER_PATH || pathname === `${NEWSLETTER_PATH}/`;
}

export function createFormReceiver(now: () => number = Date.now) {
  const submissions: FormSubmission[] = [];
  return {
    submissions: (): readonly FormSubmission[] => submissions,
    /** Records one submission and renders the page that shows it. */
    receive(input: { method: string; url: URL; body: string; contentType: string }): { status: number; html: string } {
      const fields =
        input.method === 'POST' && input.contentType.includes('application/x-www-form-urlencoded')
          ? new URLSearchParams(input.body)
          : new URLSearchParams();
      const submission: FormSubmission = {
        method: input.method,
        path: input.url.pathname,
        query: Object.fromEntries(input.url.searchParams),
        fields: Object.fromEntries(fields),
        receivedAt: new Date(now()).toISOString(),
      };
      submissions.push(submission);
      if (submissions.length > SUBMISSIONS_LIMIT) submissions.shift();
      return { status: 200, html: renderSubmission(submission) };
    },
  };
}

function list(id: string, entries: Record<string, string>): string {
  const items = Object.entries(entries).map(
    ([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`,
  );
  return `<dl id="${id}">${items.join('')}</dl>`;
}

function renderSubmission(submission: FormSubmission): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Newsletter · Sandbox</title></head>
<body><main>
<h1>Newsletter subscription received</h1>
<p>Method: <span id="method">${escapeHtml(submission.method)}</span></p>
<h2>Query of the action URL</h2>${list('query', submission.query)}
<h2>Form fields</h2>${list('fields', submission.fields)}
</main></body></html>`;
}
