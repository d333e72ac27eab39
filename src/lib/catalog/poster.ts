// Demo posters made locally (no network); titles are escaped for XML as they hold &, < and quotes.

import { escapeXml } from '../text/xml.ts';

export interface PosterInput {
  id: number;
  title: string;
  caption?: string;
}

/** Greedy word wrap to lines of at most `width` characters (a longer word stays whole). */
export function wrapWords(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    const last = kept[maxLines - 1]!;
    kept[maxLines - 1] = `${last.length + 1 <= width ? last : last.replace(/\s*\S*$/, '')}…`;
    return kept;
  }
  return lines;
}

export function posterSvg({ id, title, caption }: PosterInput): string {
  const hue = (id * 137) % 360;
  const lines = wrapWords(title, 14, 5);
  const text = lines
    .map((line, index) => `<tspan x="32" dy="${index === 0 ? 0 : 46}">${escapeXml(line)}</tspan>`)
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600" viewBox="0 0 400 600">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 38%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 12%)"/></linearGradient></defs>`,
    '<rect width="400" height="600" fill="url(#g)"/>',
    `<circle cx="330" cy="110" r="140" fill="hsl(${(hue + 180) % 360} 70% 60%)" opacity="0.18"/>`,
    `<text x="32" y="${420 - (lines.length - 1) * 46}" fill="#fff" font-family="system-ui, sans-serif" font-size="40" font-weight="700">${text}</text>`,
    caption
      ? `<text x="32" y="560" fill="#fff" opacity="0.8" font-family="system-ui, sans-serif" font-size="22">${escapeXml(caption)}</text>`
      : '',
    '</svg>',
  ].join('');
}
