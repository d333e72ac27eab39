import { THEATER_PICKER_HASH } from '@/lib/links/link-constants.ts';
import { textLinkClass } from '@/components/ui/button.tsx';

// The page's way to the header picker (e.g. "Change theater" beside the showtimes): the
// '#theater-picker' action of §2.3, drawn by the server as that hash link; the header picker
// (theater-picker.tsx) listens for clicks on it. No code of its own ships with the page.

/** Opens the header picker from the page. */
export function OpenTheaterPickerButton({ label }: { label: string }) {
  return (
    <a href={THEATER_PICKER_HASH} data-open-theater-picker="" className={textLinkClass()}>
      {label}
    </a>
  );
}
