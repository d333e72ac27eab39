// §3.1, §9.5 at build: fonts the list cannot serve stop prepare-site with the site file, the field and the choices,
// in the same words as any other invalid setting.
import path from 'node:path';
import { siteFilePath } from '../config/load-site.ts';
import { SiteConfigError, type WebsiteConfiguration } from '../config/site-schema.ts';
import { planFontLoading, WebFontError, type FontLoadPlan, type WebFontLists } from './fonts.ts';

/** The site's font plan; a family or weight the list lacks throws a SiteConfigError naming `configuration.<field>`. */
export function planSiteFonts(
  site: string,
  configuration: Pick<WebsiteConfiguration, 'theme'> & WebFontLists,
  root = process.cwd(),
): FontLoadPlan {
  try {
    return planFontLoading(configuration.theme, configuration);
  } catch (error) {
    if (!(error instanceof WebFontError)) throw error;
    throw new SiteConfigError(path.relative(root, siteFilePath(site, root)), [
      { path: `configuration.${error.field}`, message: `${error.expected} (got ${error.got})` },
    ]);
  }
}
