import type { ReactNode } from 'react';
import { staticMarkup } from '@/server/render/static-markup.ts';

/**
 * Server-drawn content React has no behaviour for (plain anchors, or controls a plain-DOM controller drives), sent as
 * HTML that React neither decodes from the RSC payload nor hydrates
 * (docs/decisions/0044-framework-cost-on-the-reference-phone.md). When a render changes that HTML React replaces
 * everything inside the wrapper, so whatever acts on it must attach to the new elements. The wrapper takes no box of its own, so the content lays out as
 * if it were the parent's own children.
 */
export async function StaticHtml({ children }: { children: ReactNode }) {
  return <div className="contents" dangerouslySetInnerHTML={{ __html: await staticMarkup(children) }} />;
}

/** `StaticHtml` as a drawing function, for components that take one (a showtime browser's `drawStatic`). */
export const asStaticHtml = (content: ReactNode): ReactNode => <StaticHtml>{content}</StaticHtml>;
