import { handlePreviewFontRequest } from '@/server/preview/preview-font.ts';

// GET /api/preview/font/{family}-latin-{weight}-{style}.woff2: a face the live preview asks for (§3.15).
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  return handlePreviewFontRequest((await params).file);
}
