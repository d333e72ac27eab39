'use client';

import { useEffect } from 'react';
import { tabbableElementsIn } from './focusable.ts';

// §2.2: keyboard focus on a label moves on, so a label made focusable is not a Tab stop that does nothing.

const BUTTON_OR_LINK = [
  'a[href]',
  'button:not([disabled])',
  'input[type="submit"]:not([disabled])',
  'input[type="button"]:not([disabled])',
  '[role="button"]:not([aria-disabled="true"])',
  '[role="link"]:not([aria-disabled="true"])',
].join(',');

const follows = (reference: Node, other: Node) =>
  (reference.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

/** The first Tab-reachable button or link after the label in document order (inside it counts). */
export function nextButtonOrLinkAfter(label: Element): HTMLElement | null {
  const candidates = tabbableElementsIn(label.ownerDocument).filter((element) => element.matches(BUTTON_OR_LINK));
  return candidates.find((element) => element !== label && follows(label, element)) ?? null;
}

/** The Tab-reachable element just before the label: where Shift+Tab should go instead. */
export function previousTabbableBefore(label: Element): HTMLElement | null {
  const before = tabbableElementsIn(label.ownerDocument).filter(
    (element) => element !== label && !label.contains(element) && !follows(label, element),
  );
  return before[before.length - 1] ?? null;
}

/** Forwards keyboard focus only (a click keeps activating the control); after Shift+Tab it goes on backwards. */
export function useFocusLabelForwarding(lastInputWasKeyboardAtStart: () => boolean = () => false): void {
  useEffect(() => {
    let lastInputWasKeyboard = lastInputWasKeyboardAtStart();
    const onKeyDown = () => {
      lastInputWasKeyboard = true;
    };
    const onPointerDown = () => {
      lastInputWasKeyboard = false;
    };
    const forward = (label: EventTarget | Element | null, cameFrom: EventTarget | null) => {
      if (!lastInputWasKeyboard || !(label instanceof HTMLLabelElement)) return;
      const movingBackwards = cameFrom instanceof Node && follows(label, cameFrom) && !label.contains(cameFrom);
      const destination = movingBackwards ? previousTabbableBefore(label) : nextButtonOrLinkAfter(label);
      destination?.focus();
    };
    const onFocusIn = (event: FocusEvent) => forward(event.target, event.relatedTarget);
    // Loaded after the page started (DeferredBehaviours): a key may already have put focus on a label.
    forward(document.activeElement, null);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('mousedown', onPointerDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('mousedown', onPointerDown, true);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [lastInputWasKeyboardAtStart]);
}

/** Mount once in the root layout (through DeferredBehaviours). */
export function FocusLabelForwarding({
  lastInputWasKeyboard,
}: {
  /** Whether the last input before this code arrived was a key (DeferredBehaviours follows it). */
  lastInputWasKeyboard?: () => boolean;
}): null {
  useFocusLabelForwarding(lastInputWasKeyboard);
  return null;
}
