'use client';

import { Button } from '@/components/ui/button.tsx';
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
    <Button aria-pressed={isSelected} onClick={() => selectTheater(theaterId)} className="self-start">
      {isSelected ? selectedLabel : label}
    </Button>
  );
}
