'use client';

import { selectTheater, useSelectedTheaterId } from './selected-theater-store.ts';

// The picker's buttons that live in pages, apart from the picker dialog itself, so that a page
// showing one does not load the dialog (a single venue has no dialog at all, §4.14).

/** "Make this my theater" on a theater page. */
export function SelectTheaterButton({
  theaterId,
  label,
  selectedLabel,
  className,
}: {
  theaterId: string;
  label: string;
  selectedLabel: string;
  /** The kit's button (buttonClass), worked out by the server page: no button code here. */
  className: string;
}) {
  const selectedId = useSelectedTheaterId();
  const isSelected = selectedId === theaterId;
  return (
    <button type="button" aria-pressed={isSelected} onClick={() => selectTheater(theaterId)} className={className}>
      {isSelected ? selectedLabel : label}
    </button>
  );
}
