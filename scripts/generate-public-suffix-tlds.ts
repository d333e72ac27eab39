// Writes src/lib/links/public-suffix-tlds.ts: the top-level labels of the public suffix list as
// tldts ships it, in the punycode form a URL parser gives. The outbound-link check
// (src/lib/links/public-suffix-check.ts) needs only these, not the whole list: tldts would cost the
// page about 48 KB gzipped, these about 4 KB, loaded only when a link's host was not answered for
// by the server (src/lib/links/outbound.ts).
//
// Run after upgrading tldts: node scripts/generate-public-suffix-tlds.ts
// src/lib/links/site-domain.test.ts fails while the file is out of date.

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
