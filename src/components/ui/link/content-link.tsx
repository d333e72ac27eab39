import 'server-only';
import { DeferredLink } from './deferred-link.tsx';
import { PreparedAnchor } from './prepared-anchor.tsx';
import { decideStaticLink, type StaticLinkProps } from './static-link.tsx';

// §2.3 a link whose destination an editor wrote (generic pages): decided on the server when it is
// the same for every visitor, else the browser's Link (actions, hash links, forms, ticketing and
// booking links), loaded on demand. Only the pages that show editor content reference it.

export async function ContentLink(props: StaticLinkProps) {
  const { anchor, elementProps } = await decideStaticLink(props);
  return anchor ? <PreparedAnchor anchor={anchor} {...elementProps} /> : <DeferredLink {...props} />;
}
