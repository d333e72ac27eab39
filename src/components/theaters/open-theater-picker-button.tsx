import { Link } from '@/components/ui/link.tsx';

// Not a client module of its own: a Link to the '#theater-picker' action (§2.3), which the header
// picker listens for. Kept apart from the picker's buttons, which need the selected-theater store.

/** Opens the header picker from the page (e.g. "Change theater" beside the showtimes). */
export function OpenTheaterPickerButton({ label }: { label: string }) {
  return (
    <Link href="#theater-picker" className="text-readable-primary underline underline-offset-4">
      {label}
    </Link>
  );
}
