'use client';

import { lazy, Suspense } from 'react';
import { RETURN_PARAM } from '@/lib/loyalty/handoff/handoff-param.ts';
import { useCurrentSearch } from '@/components/browser/current-search.ts';
import { useMemberSession } from '../session/member-session-provider.tsx';

// §4.5 hand-off to ticketing. Every page mounts this; only a visit that carries ?return= on a site
// with a ticketing URL loads the flow itself (validation, the §2.4 overlay, the redirect).
const TicketingHandoffFlow = lazy(() =>
  import('./ticketing-handoff-flow.tsx').then((module) => ({ default: module.TicketingHandoffFlow })),
);

export interface TicketingHandoffLabels {
  readonly title: string;
  readonly redirecting: string;
  readonly fallback: string;
}

export function TicketingHandoff({ labels }: { labels: TicketingHandoffLabels }) {
  const { config } = useMemberSession();
  const search = useCurrentSearch();
  if (!config.hasTicketing || !new URLSearchParams(search).has(RETURN_PARAM)) return null;
  return (
    <Suspense fallback={null}>
      <TicketingHandoffFlow labels={labels} />
    </Suspense>
  );
}
