'use client';

import { useEffect, useState } from 'react';
import { HANDOFF_REDIRECT_DELAY_MS } from '@/lib/config/constants.ts';
import { HANDOFF_CHECK_ENDPOINT, planHandoff } from '@/lib/loyalty/handoff/handoff-return.ts';
import { parseHandoffCheckAnswer } from '@/lib/loyalty/session/session-answer.ts';
import { isLoggedIn } from '@/lib/loyalty/session/session.ts';
import { buttonClass } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link/link.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useMemberSession } from '../session/member-session-provider.tsx';
import type { TicketingHandoffLabels } from './ticketing-handoff.tsx';

/**
 * §4.5 hand-off of a logged-in member who arrived with ?return=…: validate the token (server),
 * then the §2.4 overlay and, after 5 s, our endpoint that redirects (v1) or posts (v3) to the
 * ticketing site. The token never reaches this component.
 */
export function TicketingHandoffFlow({ labels }: { labels: TicketingHandoffLabels }) {
  const session = useMemberSession();
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const loggedIn = isLoggedIn(session);
  const { hasTicketing, version } = session.config;
  const { markSignedOut } = session;

  useEffect(() => {
    const plan = planHandoff({
      loggedIn,
      hasTicketing,
      version,
      search: window.location.search,
      delayMs: HANDOFF_REDIRECT_DELAY_MS,
    });
    if (plan.kind === 'none') return;
    let cancelled = false;
    let timer: number | undefined;
    void (async () => {
      const response = await fetch(`${HANDOFF_CHECK_ENDPOINT}${window.location.search}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
        credentials: 'same-origin',
        cache: 'no-store',
      }).catch(() => null);
      const answer = parseHandoffCheckAnswer(await response?.json().catch(() => null));
      if (cancelled) return;
      if (!answer?.valid) {
        // §4.5 step 2, §8.3: logged out, sent to the login page with the query string kept.
        markSignedOut();
        if (answer) window.location.assign(answer.location);
        return;
      }
      setEndpoint(plan.endpoint);
      timer = window.setTimeout(() => window.location.assign(plan.endpoint), plan.delayMs);
    })();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [loggedIn, hasTicketing, version, markSignedOut]);

  if (!endpoint) return null;
  return (
    <Modal
      open
      onClose={() => undefined}
      title={labels.title}
      titleVisuallyHidden
      dismissible={false}
      className="fixed inset-0 flex flex-col items-center justify-center gap-6 bg-initial-background p-6 text-center"
    >
      <p role="status">{labels.redirecting}</p>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-5 border-4 border-border border-t-transparent"
        data-testid="handoff-spinner"
      />
      <Link
        href={typeof window === 'undefined' ? endpoint : new URL(endpoint, window.location.origin).toString()}
        className={buttonClass()}
      >
        {labels.fallback}
      </Link>
    </Modal>
  );
}
