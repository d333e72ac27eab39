'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppEvent } from '@/components/browser/use-app-event.ts';
import { isPreviewPath } from '@/lib/links/preview-prefix.ts';
import { useSelectedTheaterId } from './selected-theater-store.ts';

// The dialog (list, focus trap) loads on the first open; pointing at or focusing the button
// starts loading it, so that it is there by the time the click lands.
const loadDialog = () => import('./theater-picker-dialog.tsx');
const TheaterPickerDialog = lazy(() => loadDialog().then((module) => ({ default: module.TheaterPickerDialog })));

export interface TheaterPickerProps {
  /** The kit's button classes (buttonClass), worked out by the server: no button code here. */
  buttonClass: string;
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
 * The circuit's theater picker (§3.5, §4.14). Every theater name is in the button and CSS shows
 * the selected one, so the label never flashes.
 */
export function TheaterPicker({ buttonClass, theaters, labels }: TheaterPickerProps) {
  const [open, setOpen] = useState(false);
  const selectedId = useSelectedTheaterId();
  useAppEvent('app:action', ({ action }) => {
    if (action === 'openTheaterPicker') setOpen(true);
  });
  // The pages' own "Change theater" links (OpenTheaterPickerButton) are plain anchors: one listener.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('[data-open-theater-picker]') : null;
      if (!anchor || event.defaultPrevented) return;
      event.preventDefault();
      // §2.3 preview prefix: in the editor's frame a click does nothing.
      if (!isPreviewPath(window.location.pathname)) setOpen(true);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        className={buttonClass}
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
      </button>
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
