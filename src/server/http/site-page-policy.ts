import { buildFactsOf } from '../../consent/rules/third-party-scripts.ts';
import { loadSiteFile } from '../../lib/config/load-site.ts';
import { securityEnvOf, securityInputOf } from '../../lib/security/headers.ts';
import { pagePolicyOf, type PagePolicy } from './page-policy.ts';

// The page policy of the site a build serves: the same framing, form and script origins as the
// headers next.config gives Next (next.config.ts), with the build's own inline-script hashes.
export function sitePagePolicy(distDir: string, siteName: string): PagePolicy {
  const site = loadSiteFile(siteName);
  return pagePolicyOf(distDir, securityInputOf(site, buildFactsOf(process.env), securityEnvOf(process.env)));
}
