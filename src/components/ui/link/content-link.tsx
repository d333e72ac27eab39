import 'server-only';
import { DeferredLink } from './deferred-link.tsx';
import { PreparedAnchor } from './prepared-anchor.tsx';
import { decideStaticLink, type StaticLinkProps } from './static-link.tsx';

// §2.3 an editor's link: a plain anchor when the server can decide it, else the browser's Link on demand (README.md).

export async function ContentLink(props: StaticLinkProps) {
  const { anchor, elementProps } = await decideStaticLink(props);
  return anchor ? <PreparedAnchor anchor={anchor} {...elementProps} /> : <DeferredLink {...props} />;
}
