/**
 * A day tab's date (YYYY-MM-DD), part of the showtime data contract (showtime-data-attributes.ts).
 * Its own module: the first-load controls read only this name, and the contract's whole table would
 * otherwise ship with every showtime page's first load.
 */
export const DAY_TAB_DATE = 'data-date';
