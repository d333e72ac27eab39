'use client';

import { selectTheater, useSelectedTheaterId } from './selected-theater-store.ts';

// The picker's buttons that live in pages, apart from the picker dialog itself, so that a page
// showing one does not load the dialog (a single venue has no dialog at all, §4.14).

/** "Make this my theater" on a theater page. */
export function SelectTheaterButton({
  theaterId,
  label,
  selectedLabel,
}: {
  theaterId: string;
  label: string;
  selectedLabel: string;
}) {
  const selectedId = useSelectedTheaterId();
  const isSelected = selectedId === theaterId;
  return (
    <button
      type="button"
      aria-pressed={isSelected}
      onClick={() => selectTheater(theaterId)}
      className="h-11 self-start rounded-button bg-visible-primary px-4 font-bold text-on-visible-primary"
    >
      {isSelected ? selectedLabel : label}
    </button>
  );
}
