/**
 * The poster grid of movie lists: two columns on a phone, up to five on a wide screen. Cards past the
 * first two rows of a phone are laid out and painted only as they near the screen (their posters
 * load then too); each holds a card's usual height until it has been drawn once.
 */
export function MovieGrid({ children }: { children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 lg:grid-cols-5 [&>:nth-child(n+5)]:[contain-intrinsic-size:auto_10rem_auto_22rem] [&>:nth-child(n+5)]:[content-visibility:auto]">
      {children}
    </div>
  );
}
