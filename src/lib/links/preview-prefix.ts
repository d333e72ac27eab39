import { PREVIEW_PATH_PREFIX } from '../config/browser-constants.ts';

/**
 * §2.3 preview prefix: while the current path starts with the reserved preview prefix, link clicks
 * are suppressed (an editor previewing a page must not leave it). The prefix is a whole path
 * segment: "/cms-preview" and "/cms-preview/..." match, "/cms-previewer/" does not.
 */
export function isPreviewPath(pathname: string): boolean {
  return (
    pathname === PREVIEW_PATH_PREFIX ||
    pathname.startsWith(`${PREVIEW_PATH_PREFIX}/`) ||
    pathname.startsWith(`${PREVIEW_PATH_PREFIX}?`)
  );
}
