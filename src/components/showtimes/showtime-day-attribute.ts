/** A day tab's date (YYYY-MM-DD) in the showtime data contract, apart for the first-load controls. */
// Why: docs/decisions/0021-showtime-day-tab-attribute-apart.md
export const DAY_TAB_DATE = 'data-date';
