'use client';

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ActionLinkTargets } from '@/lib/links/action-links.ts';
import { resolveEmbeddingMode, type EmbeddingMode } from '@/lib/links/embedded-booking.ts';
import { EMBEDDING_MODE_STORAGE_KEY } from '@/lib/links/link-constants.ts';
import { useCurrentSearch } from './current-search.ts';

/** What every Link needs to know about the site; plain data, so a server layout can pass it. */
export interface LinkSettings {
  /** The site's registrable domain, worked out on the server (siteDomainOf): the §5 external link check compares against it. */
  siteDomain: string | null;
  /** Translated messages (next-intl key links.opensInNewWindow, §9.7 "(Opens in a new window)"). */
  messages: { opensInNewWindow: string };
  /** configuration.embeddingMode; a visit can also switch it on by query parameter (§2.3). */
  configuredEmbeddingMode?: EmbeddingMode | null;
  /** §2.3 action links; DEFAULT_ACTION_LINK_TARGETS when absent. */
  actionLinkTargets?: ActionLinkTargets;
}

export interface LinkEnvironment extends LinkSettings {
  /** The embedding mode in force for this visit (configured, or switched on by query parameter). */
  embeddingMode: EmbeddingMode | null;
}

const LinkEnvironmentContext = createContext<LinkEnvironment | null>(null);

/**
 * Put once in the root layout, around everything that renders links. Resolves the visit's
 * embedding mode after mount: the server knows only the configured mode, the browser also knows
 * the ?embeddingMode= parameter and what sessionStorage kept from earlier in the visit.
 */
export function LinkSettingsProvider({ settings, children }: { settings: LinkSettings; children: ReactNode }) {
  const configured = settings.configuredEmbeddingMode ?? null;
  const currentSearch = useCurrentSearch();
  const [visitEmbeddingMode, setVisitEmbeddingMode] = useState<EmbeddingMode | null>(configured);

  useEffect(() => {
    const storage = sessionStorageOrNull();
    const mode = resolveEmbeddingMode({
      configured,
      currentSearch,
      remembered: storage?.getItem(EMBEDDING_MODE_STORAGE_KEY) ?? null,
    });
    if (mode) storage?.setItem(EMBEDDING_MODE_STORAGE_KEY, mode);
    else storage?.removeItem(EMBEDDING_MODE_STORAGE_KEY);
    setVisitEmbeddingMode(mode);
  }, [configured, currentSearch]);

  const environment = useMemo<LinkEnvironment>(
    () => ({ ...settings, embeddingMode: visitEmbeddingMode }),
    [settings, visitEmbeddingMode],
  );
  return <LinkEnvironmentContext.Provider value={environment}>{children}</LinkEnvironmentContext.Provider>;
}

export function useLinkEnvironment(): LinkEnvironment {
  const environment = useContext(LinkEnvironmentContext);
  if (!environment) {
    // Without the site's hostname every link would silently count as internal (§5): fail loudly.
    throw new Error('Link needs a <LinkSettingsProvider> above it (root layout).');
  }
  return environment;
}

// Safari private mode and sandboxed frames (we run embedded, §2.3) can throw on storage access.
function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
