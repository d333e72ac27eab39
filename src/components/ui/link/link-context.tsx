'use client';

import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { resolveEmbeddingMode, type EmbeddingMode } from '@/lib/links/embedding-mode.ts';
import { EMBEDDING_MODE_STORAGE_KEY } from '@/lib/links/link-constants.ts';
import type { LinkSettings } from '@/lib/links/link-settings.ts';
import { useCurrentSearch } from '@/components/browser/current-search.ts';
import { useHydrated } from '@/components/browser/use-hydrated.ts';

export interface LinkEnvironment extends LinkSettings {
  /** The embedding mode in force for this visit (configured, or switched on by query parameter). */
  embeddingMode: EmbeddingMode | null;
}

const LinkEnvironmentContext = createContext<LinkEnvironment | null>(null);

/** Root layout. The visit's embedding mode is decided in the browser, which alone knows the query and storage. */
export function LinkSettingsProvider({ settings, children }: { settings: LinkSettings; children: ReactNode }) {
  const configured = settings.configuredEmbeddingMode ?? null;
  const currentSearch = useCurrentSearch();
  const remembered = useSyncExternalStore(noSubscription, readRememberedMode, nothingRememberedOnServer);
  const hydrated = useHydrated();
  const embeddingMode = resolveEmbeddingMode({ configured, currentSearch, remembered });

  // §2.3: the mode holds for the visit; stored only once hydrated, when the query and storage have been read.
  useEffect(() => {
    if (!hydrated) return;
    const storage = sessionStorageOrNull();
    if (embeddingMode) storage?.setItem(EMBEDDING_MODE_STORAGE_KEY, embeddingMode);
    else storage?.removeItem(EMBEDDING_MODE_STORAGE_KEY);
  }, [hydrated, embeddingMode]);

  const environment = useMemo<LinkEnvironment>(() => ({ ...settings, embeddingMode }), [settings, embeddingMode]);
  return <LinkEnvironmentContext.Provider value={environment}>{children}</LinkEnvironmentContext.Provider>;
}

// Only this tab writes its sessionStorage, and it re-reads on every render: nothing to subscribe to.
const noSubscription = () => () => {};
const readRememberedMode = (): string | null => sessionStorageOrNull()?.getItem(EMBEDDING_MODE_STORAGE_KEY) ?? null;
const nothingRememberedOnServer = (): string | null => null;

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
