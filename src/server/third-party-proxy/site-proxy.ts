import { loadSiteFile, DEFAULT_SITE } from '../../lib/config/load-site.ts';
import { buildFactsOf, proxyAllowlist } from '../../consent/rules/third-party-scripts.ts';
import { createThirdPartyProxy, type ThirdPartyProxy } from './proxy.ts';

// The proxy of the site this server serves (SITE), its allowlist read from that site's configuration.

export function siteThirdPartyProxy(
  site: string = process.env.SITE?.trim() || DEFAULT_SITE,
  env: Readonly<Record<string, string | undefined>> = process.env,
): ThirdPartyProxy {
  const allowlist = proxyAllowlist(loadSiteFile(site), buildFactsOf(env));
  return createThirdPartyProxy({ allowlist });
}
