import { rovingTarget, type RovingOptions } from '@/lib/keyboard/roving-focus.ts';

/** What is read of a key press: React's event or the DOM's. */
interface KeyPress {
  readonly key: string;
  readonly target: EventTarget | null;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  preventDefault(): void;
}

/** Moves focus among `group`'s items on an arrow key; which one holds tabindex="0" is the component's state. */
export function moveRovingFocus(
  event: KeyPress,
  group: Element,
  itemSelector: string,
  options: Omit<RovingOptions, 'rtl'> = {},
): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const items = [...group.querySelectorAll<HTMLElement>(itemSelector)];
  const current = items.indexOf(event.target as HTMLElement);
  const rtl = getComputedStyle(group).direction === 'rtl';
  const target = rovingTarget(event.key, current, items.length, { ...options, rtl });
  if (target === null || target === current) return;
  event.preventDefault();
  items[target]!.focus();
}
