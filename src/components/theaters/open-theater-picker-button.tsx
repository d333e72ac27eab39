import { THEATER_PICKER_HASH } from '@/lib/links/link-constants.ts';
import { textLinkClass } from '@/components/ui/button.tsx';

// The §2.3 '#theater-picker' action as a plain hash link, which the header picker listens for:
// no code of its own ships with the page.

/** Opens the header picker from the page. */
export function OpenTheaterPickerButton({ label }: { label: string }) {
  return (
    <a href={THEATER_PICKER_HASH} data-open-theater-picker="" className={textLinkClass()}>
      {label}
    </a>
  );
}
