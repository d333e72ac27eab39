'use client';

import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useAppEvent } from '@/components/ui/use-app-event.ts';
import { useSelectedTheaterId } from './selected-theater-store.ts';

// The dialog (list, focus trap) loads on the first open; pointing at or focusing the button
// starts loading it, so that it is there by the time the click lands.
const loadDialog = () => import('./theater-picker-dialog.tsx');
const TheaterPickerDialog = lazy(() => loadDialog().then((module) => ({ default: module.TheaterPickerDialog })));

export interface TheaterPickerProps {
  theaters: { id: string; name: string; city: string; path: string }[];
  labels: {
    button: string;
    choose: string;
    title: string;
    close: string;
    selected: string;
    allTheaters: string;
    details: string;
  };
}

/**
 * The circuit's theater picker (§3.5, §4.14): a header button showing the selected theater, and a
 * dialog to choose one. Also opened by the '#theater-picker' action link (§2.3). Every theater
 * name is in the button and CSS shows the selected one, so the label never flashes.
 */
export function TheaterPicker({ theaters, labels }: TheaterPickerProps) {
  const [open, setOpen] = useState(false);
  const selectedId = useSelectedTheaterId();
  useAppEvent('app:action', ({ action }) => {
    if (action === 'openTheaterPicker') setOpen(true);
  });
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        // In the header's navigation row: at least 7rem, growing up to its label's width, the
        // theater's name cut when the row is short; under the links when less than 7rem is left.
        className="max-w-max min-w-0 grow basis-28 text-sm text-on-header-bg"
      >
        <span className="sr-only">{labels.button}: </span>
        {theaters.map((theater) => (
          <span key={theater.id} data-theater-label={theater.id} dir="auto" className="min-w-0 truncate font-bold">
            {theater.name}
          </span>
        ))}
        <span data-theater-none="" className="min-w-0 truncate font-bold">
          {labels.choose}
        </span>
        <span aria-hidden="true" className="shrink-0">
          ▾
        </span>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <TheaterPickerDialog
            theaters={theaters}
            labels={labels}
            selectedId={selectedId}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
