'use client';

import { appEvents } from '@/lib/events/app-events.ts';
import { isPreviewPath } from '@/lib/links/preview-prefix.ts';

// The page's way to the header picker (e.g. "Change theater" beside the showtimes): the
// '#theater-picker' action of §2.3, which the header picker listens for. Drawn as that hash link
// (it works as one for a visitor whose script has not run yet), without the link code.

/** Opens the header picker from the page. */
export function OpenTheaterPickerButton({ label }: { label: string }) {
  return (
    <a
      href="#theater-picker"
      className="text-readable-primary underline underline-offset-4"
      onClick={(event) => {
        event.preventDefault();
        // §2.3 preview prefix: in the editor's frame a click does nothing.
        if (!isPreviewPath(window.location.pathname)) appEvents.emit('app:action', { action: 'openTheaterPicker' });
      }}
    >
      {label}
    </a>
  );
}
