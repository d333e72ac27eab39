// Writes src/lib/links/public-suffix-tlds.ts: the top-level labels of the public suffix list as
// tldts ships it, in the punycode form a URL parser gives. The browser's outbound-link check
// (src/lib/links/outbound.ts) needs only these, not the whole list: tldts in the page would cost
// about 48 KB gzipped of first-load JavaScript (the first-load JavaScript budget).
//
// Run after upgrading tldts: node scripts/generate-public-suffix-tlds.ts
// src/lib/links/public-suffix-tlds.test.ts fails while the file is out of date.

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractPublicSuffixTop, renderPublicSuffixTldsModule } from '../src/lib/links/public-suffix-tlds-source.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(ROOT, 'src', 'lib', 'links', 'public-suffix-tlds.ts');
const top = await extractPublicSuffixTop();
writeFileSync(target, renderPublicSuffixTldsModule(top));
console.log(
  `wrote ${top.tlds.length} top-level labels and ${Object.keys(top.partial).length} partly listed ones to ${path.relative(ROOT, target)}`,
);
