'use client';

import { Button } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link/link.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { selectTheater } from './selected-theater-store.ts';
import type { TheaterPickerProps } from './theater-picker.tsx';

/** The picker's dialog: loaded when first opened (or about to be), not with every page. */
export function TheaterPickerDialog({
  theaters,
  labels,
  selectedId,
  onClose,
}: Omit<TheaterPickerProps, 'buttonClass'> & { selectedId: string | null; onClose: () => void }) {
  return (
    <Modal
      open
      onClose={onClose}
      title={labels.title}
      className="rounded-content flex max-h-[90vh] w-full max-w-md flex-col gap-4 overflow-y-auto bg-initial-background p-5 text-text [&>h2]:text-xl"
    >
      <ul className="flex flex-col gap-2">
        {theaters.map((theater) => {
          const isSelected = theater.id === selectedId;
          return (
            <li key={theater.id} className="flex items-center gap-2">
              <Button
                variant="chip"
                layout="stacked"
                aria-pressed={isSelected}
                data-theater-id={theater.id}
                onClick={() => {
                  selectTheater(theater.id);
                  onClose();
                }}
                className="flex-1"
              >
                <span className="font-bold">{theater.name}</span>
                <span className="text-sm">
                  {theater.city}
                  {isSelected ? ` · ${labels.selected}` : ''}
                </span>
              </Button>
              <Link
                href={theater.path}
                className="p-2 text-sm text-readable-primary underline"
                onClick={() => onClose()}
              >
                {labels.details}
                <span className="sr-only"> {theater.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="flex items-center justify-between gap-4">
        <Link href="/theaters/" className="text-readable-primary underline" onClick={() => onClose()}>
          {labels.allTheaters}
        </Link>
        <Button variant="secondary" onClick={() => onClose()}>
          {labels.close}
        </Button>
      </div>
    </Modal>
  );
}
