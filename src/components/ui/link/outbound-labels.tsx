import type { ReactNode } from 'react';
import { withNewWindowSuffix } from '@/lib/links/outbound.ts';
import type { ResolvedLink } from '@/lib/links/resolve-link.ts';

/**
 * §2.3 outbound: "(Opens in a new window)" joins the title and the accessible name, in aria-label when the label is
 * plain text, else in a visually hidden span. Shared by Link and StaticLink, so both give the same name.
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
