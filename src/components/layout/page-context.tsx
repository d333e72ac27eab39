'use client';

import { usePathname } from 'next/navigation';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { PageContext } from '@/lib/config/page-context.ts';

const PageContextContext = createContext<PageContext | null>(null);

/**
 * §3.4: the page context, given once by the root layout to every client component. The layout
 * does not know the path it renders for, so pagePath follows the router here.
 */
export function PageContextProvider({ value, children }: { value: PageContext; children: ReactNode }) {
  const pagePath = usePathname() ?? value.pagePath;
  const context = useMemo(() => ({ ...value, pagePath }), [value, pagePath]);
  return <PageContextContext.Provider value={context}>{children}</PageContextContext.Provider>;
}

export function usePageContext(): PageContext {
  const context = useContext(PageContextContext);
  if (!context) throw new Error('usePageContext needs the PageContextProvider of the root layout');
  return context;
}

/** The page context where one is given; null outside the root layout (isolated components, tests). */
export function useOptionalPageContext(): PageContext | null {
  return useContext(PageContextContext);
}
