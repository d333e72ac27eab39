import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { previewFontFileOf } from '@/lib/preview/preview-fonts.ts';

// §3.15 font message: a face read from its installed @fontsource package, so the preview loads it from
// the site's own origin; without the package a 404, and the browser keeps its fallback font.

const NOT_FOUND = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

export async function handlePreviewFontRequest(file: string): Promise<Response> {
  const face = previewFontFileOf(file);
  if (!face) return NOT_FOUND();
  try {
    const bytes = await readFile(path.join(process.cwd(), 'node_modules', face.packageName, 'files', face.file));
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': 'font/woff2',
        // A face's file never changes under its name within a package version.
        'Cache-Control': 'public, max-age=604800',
      },
    });
  } catch {
    return NOT_FOUND();
  }
}
