// What keyboard users reach with Tab: for the modal's focus trap and label focus forwarding (§2.2).
export const TABBABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** Elements inside `root` reachable with Tab, in document order (tabindex="-1" and inert excluded). */
export function tabbableElementsIn(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE_SELECTOR)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert], [hidden]'),
  );
}
