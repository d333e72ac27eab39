'use client';

import { useEffect, useId, useRef, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { LAYERS, MODAL_ROOT_ID } from '@/lib/config/constants.ts';
import { tabbableElementsIn } from '@/components/browser/focusable.ts';

export interface ModalProps {
  open: boolean;
  /** Called on Escape and on a click on the backdrop (when dismissible). */
  onClose: () => void;
  /** The dialog's accessible name: rendered as its heading and referenced by aria-labelledby. */
  title: ReactNode;
  /** Show the title to screen readers only (e.g. a full-screen overlay, §2.4). */
  titleVisuallyHidden?: boolean;
  /** False for overlays the visitor must not dismiss (the ticketing hand-off of §2.4). */
  dismissible?: boolean;
  className?: string;
  children: ReactNode;
}

/** §2.2 modals: in #modal-root, focus trapped, closed by Escape, focus returned to the opener. */
export function Modal({
  open,
  onClose,
  title,
  titleVisuallyHidden,
  dismissible = true,
  className,
  children,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const portalTarget = useSyncExternalStore(noSubscription, modalRoot, noModalRootOnServer);

  useEffect(() => {
    if (!open || !portalTarget) return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (tabbableElementsIn(dialog)[0] ?? dialog).focus();

    // Focus that leaves the dialog any other way (a click on page content, a script) comes back.
    const keepFocusInside = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) {
        (tabbableElementsIn(dialog)[0] ?? dialog).focus();
      }
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      if (opener?.isConnected) opener.focus();
    };
  }, [open, portalTarget]);

  if (!open || !portalTarget) return null;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && dismissible) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key === 'Tab' && dialogRef.current) trapTab(event, dialogRef.current);
  }

  return createPortal(
    <div
      className="fixed inset-0 flex items-center justify-center bg-black/60 p-4"
      style={{ zIndex: LAYERS.modal }}
      onMouseDown={(event) => {
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className}
        onKeyDown={handleKeyDown}
      >
        <h2 id={titleId} className={titleVisuallyHidden ? 'sr-only' : undefined}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    portalTarget,
  );
}

// #modal-root exists only in the browser: the server and the hydration pass render no dialog.
const noSubscription = () => () => {};
const modalRoot = (): HTMLElement => document.getElementById(MODAL_ROOT_ID) ?? document.body;
const noModalRootOnServer = (): HTMLElement | null => null;

/** Tab from the last element goes to the first, Shift+Tab from the first to the last. */
function trapTab(event: KeyboardEvent<HTMLElement>, dialog: HTMLElement): void {
  const tabbable = tabbableElementsIn(dialog);
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
