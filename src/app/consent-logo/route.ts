// The built-in consent manager's logo in its preferences popup footer (§2.7), served from the
// site itself: the manager is first-party and makes no outside request.

export const dynamic = 'force-static';

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="20" viewBox="0 0 96 20"><rect width="96" height="20" rx="4" fill="#1b1b1b"/><text x="48" y="14" font-family="sans-serif" font-size="11" fill="#ffffff" text-anchor="middle">CookieConsent</text></svg>`;

export function GET(): Response {
  return new Response(LOGO, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
  });
}
