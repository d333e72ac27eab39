'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMemberSession } from './member-session-provider.tsx';

// The member data cache, mounted only where member data is read; one per browser tab, so what was
// fetched survives going between pages, and one per server render.
// Why: docs/decisions/0002-member-data-cache-where-member-data-is-read.md

let browserClient: QueryClient | null = null;

function createClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

/**
 * Whose data the cache holds: it is emptied when a member leaves (sign-out, expiry, a failed
 * refresh) or another member takes over. Not when the page first learns who is signed in: the
 * cache is empty then, and clearing it would strand the queries that just started.
 */
export function MemberQueryProvider({ children }: { children: ReactNode }) {
  const session = useMemberSession();
  const [client] = useState(() =>
    typeof window === 'undefined' ? createClient() : (browserClient ??= createClient()),
  );
  const memberId = session.status === 'member' ? (session.member?.memberId ?? null) : null;
  const owner = useRef(memberId);
  useEffect(() => {
    const previous = owner.current;
    owner.current = memberId;
    if (previous !== null && previous !== memberId) client.clear();
  }, [client, memberId]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
