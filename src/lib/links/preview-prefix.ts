import { PREVIEW_PATH_PREFIX } from '../config/browser-constants.ts';

/** §2.3: an editor previewing a page must not leave it; the prefix is a whole segment ("/cms-previewer/" is not). */
export function isPreviewPath(pathname: string): boolean {
  return (
    pathname === PREVIEW_PATH_PREFIX ||
    pathname.startsWith(`${PREVIEW_PATH_PREFIX}/`) ||
    pathname.startsWith(`${PREVIEW_PATH_PREFIX}?`)
  );
}
