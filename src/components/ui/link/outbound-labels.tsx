import type { ReactNode } from 'react';
import { withNewWindowSuffix } from '@/lib/links/outbound.ts';
import type { ResolvedLink } from '@/lib/links/resolve-link.ts';

// Shared by the browser's Link and the server's StaticLink: the same accessible name either way.

/**
 * §2.3 outbound: "(Opens in a new window)" joins the title and the accessible label. When the
 * label is plain text it goes into aria-label; otherwise (an icon, markup) a visually hidden span
 * adds it to the accessible name computed from the content.
 */
export function outboundLabels(
  resolved: Extract<ResolvedLink, { kind: 'anchor' | 'postForm' }>,
  title: string | undefined,
  ariaLabel: string | undefined,
  children: ReactNode,
): { title: string | undefined; ariaLabel: string | undefined; hiddenSuffix: ReactNode } {
  const suffix = resolved.titleSuffix;
  if (!suffix) return { title, ariaLabel, hiddenSuffix: null };
  const textLabel =
    ariaLabel ?? (typeof children === 'string' || typeof children === 'number' ? String(children) : undefined);
  return {
    title: withNewWindowSuffix(title ?? textLabel, suffix),
    ariaLabel: textLabel !== undefined ? withNewWindowSuffix(textLabel, suffix) : undefined,
    hiddenSuffix:
      textLabel !== undefined ? null : (
        <>
          {' '}
          <span className="sr-only" data-new-window>
            {suffix}
          </span>
        </>
      ),
  };
}
