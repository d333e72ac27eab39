'use client';

import { useState } from 'react';
import { Link } from '@/components/ui/link.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useAppEvent } from '@/components/ui/use-app-event.ts';
import { selectTheater, useSelectedTheaterId } from './selected-theater-store.ts';

export interface TheaterPickerProps {
  theaters: { id: string; name: string; city: string; path: string }[];
  labels: { button: string; choose: string; title: string; close: string; selected: string; allTheaters: string; details: string };
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
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="flex h-11 max-w-full items-center gap-1 rounded-button border border-border px-3 text-sm text-on-header-bg"
      >
        <span className="sr-only">{labels.button}: </span>
        {theaters.map((theater) => (
          <span key={theater.id} data-theater-label={theater.id} className="truncate font-bold">
            {theater.name}
          </span>
        ))}
        <span data-theater-none="" className="font-bold">
          {labels.choose}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={labels.title}
        className="flex max-h-[90vh] w-full max-w-md flex-col gap-4 overflow-y-auto rounded-content bg-initial-background p-5 text-text [&>h2]:text-xl"
      >
        <ul className="flex flex-col gap-2">
          {theaters.map((theater) => {
            const isSelected = theater.id === selectedId;
            return (
              <li key={theater.id} className="flex items-center gap-2">
                <button
                  type="button"
                  aria-pressed={isSelected}
                  data-theater-id={theater.id}
                  onClick={() => {
                    selectTheater(theater.id);
                    setOpen(false);
                  }}
                  className="flex flex-1 flex-col items-start rounded-button border border-border px-3 py-2 text-left aria-pressed:border-visible-primary aria-pressed:bg-visible-primary aria-pressed:text-on-visible-primary"
                >
                  <span className="font-bold">{theater.name}</span>
                  <span className="text-sm">
                    {theater.city}
                    {isSelected ? ` · ${labels.selected}` : ''}
                  </span>
                </button>
                <Link href={theater.path} className="p-2 text-sm text-readable-primary underline" onClick={() => setOpen(false)}>
                  {labels.details}
                  <span className="sr-only"> {theater.name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="flex items-center justify-between gap-4">
          <Link href="/theaters/" className="text-readable-primary underline" onClick={() => setOpen(false)}>
            {labels.allTheaters}
          </Link>
          <button type="button" onClick={() => setOpen(false)} className="h-11 rounded-button border border-border px-4">
            {labels.close}
          </button>
        </div>
      </Modal>
    </>
  );
}
