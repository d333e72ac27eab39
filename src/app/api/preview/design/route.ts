import { getSiteFile } from '@/server/site/site.ts';
import type { PreviewDesign } from '@/lib/preview/preview-design.ts';

// GET /api/preview/design: what the live preview needs (§4.13), fetched only by a page that runs in
// a frame or was opened by another window: the published theme the messages start from, and the
// embedding domains its message allowlist is made of (the CSP frame-ancestors uses the same list).
export const dynamic = 'force-static';

export function GET(): Response {
  const { configuration } = getSiteFile();
  const body: PreviewDesign = {
    theme: configuration.theme,
    roundness: configuration.roundness,
    allowedEmbeddingDomains: configuration.allowedEmbeddingDomains,
    design: configuration.design,
  };
  return Response.json(body);
}
