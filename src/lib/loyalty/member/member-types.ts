// The member area's own types: what the member layer answers and what screens read. Provider
// shapes (../provider/provider-schemas.ts) are converted into these at the boundary, so a screen
// never sees a provider field name, a peachCode or a provider code.

/** §3.10 a favourite cinema, with its newsletter subscription. */
export interface FavoriteCinema {
  readonly cinemaId: string;
  readonly subscribeToNewsletter: boolean;
}
