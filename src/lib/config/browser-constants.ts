// The constants every page's browser code reads, apart so that first-load JavaScript carries only
// these; constants.ts re-exports them.

/** §5, §9.1: the selected-theater cookie. */
export const SELECTED_THEATER_COOKIE = 'selectedTheaterId';
export const SELECTED_THEATER_COOKIE_DAYS = 30;

/** §9.1 */
export const REFRESH_INTERVAL_V1_MS = 600_000;
export const REFRESH_INTERVAL_V3_MS = 85_800_000;
export const INITIAL_REFRESH_DEBOUNCE_MS = 500;
export const SESSION_TIMEOUT_HOURS = 720;

/** §9.2 */
export const EMBEDDING_MODE_TAPOS = 'tapos_embedded';

/** §2.3 (preview prefix): link clicks are suppressed below this path. */
export const PREVIEW_PATH_PREFIX = '/cms-preview';

/** §9.5 layout: stacking layers. */
export const LAYERS = { header: 400, subHeader: 401, popper: 300, stickyFooter: 200, modal: 9999 } as const;

/** §2.2: element that receives every modal. */
export const MODAL_ROOT_ID = 'modal-root';
