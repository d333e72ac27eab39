import { escapeHtml } from './web-sales.ts';

// The payment provider's customer portal (§7.9 GetPaymentProviderPortalSession hands out its URL):
// a plain page that names the member and links back to where they came from.

export const PAYMENT_PORTAL_PATH = '/sandbox/payment-portal/';

export function isPaymentPortalPath(pathname: string): boolean {
  return (
    pathname.startsWith(PAYMENT_PORTAL_PATH) && /^[A-Za-z0-9_-]{1,64}$/.test(pathname.slice(PAYMENT_PORTAL_PATH.length))
  );
}

export function renderPaymentPortal(query: URLSearchParams): string {
  const member = query.get('member') ?? '';
  const back = query.get('return') ?? '';
  const backLink = /^https?:\/\//.test(back)
    ? `<p><a id="portal-return" href="${escapeHtml(back)}">Back to the cinema website</a></p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Payment methods · Sandbox payment portal</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fafafa}header,main{max-width:40rem;margin:0 auto;padding:1rem}header{border-bottom:1px solid #ccc}</style></head>
<body><header><p>Sandbox payment portal (not a real payment provider)</p></header>
<main id="main"><h1>Payment methods</h1>
<p id="portal-member">Payment methods of member ${escapeHtml(member)}</p>
<p>No saved card.</p>${backLink}</main></body></html>`;
}
