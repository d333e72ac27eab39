'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { LOYALTY_LOGOUT_HASH } from '@/lib/links/link-constants.ts';
import { isPreviewPath } from '@/lib/links/preview-prefix.ts';
import { RouteLink } from '@/components/ui/link/route-link.tsx';
import { ACCOUNT_PATH } from '../account-path.ts';

// §6 loggedInMenu: the member's header access as a disclosure button (aria-expanded, the list after
// it in Tab order, Escape or a click elsewhere closes it) over their account, the links, signing out.

const ITEM = 'block px-3 py-2 text-start underline-offset-4 hover:underline focus-visible:underline';

export interface MemberMenuProps {
  /** The header access label (loggedInHeaderAccessLabel, else "My account (first name)"). */
  label: string;
  /** The member area's link in the list ("My account"). */
  accountLabel: string;
  signOutLabel: string;
  /** The configured links, drawn by the server as list items (PreparedAnchor: §2.3 decided there). */
  items: ReactNode;
  /** The kit's header button classes (buttonClass, worked out by the server header). */
  buttonClass: string;
  /** The person icon a phone shows instead of the label. */
  icon: ReactNode;
  onSignOut: () => void;
}

export function MemberMenu({
  label,
  accountLabel,
  signOutLabel,
  items,
  buttonClass,
  icon,
  onSignOut,
}: MemberMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  return (
    <div
      ref={root}
      className="relative flex min-w-0"
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        className={`${buttonClass} max-w-full min-w-0 cursor-pointer`}
        onClick={() => setOpen((value) => !value)}
      >
        {icon}
        <span className="truncate max-sm:sr-only" dir="auto">
          {label}
        </span>
        <span aria-hidden="true" className="shrink-0">
          ▾
        </span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute end-0 top-full mt-2 w-max max-w-[min(20rem,calc(100vw-2rem))] rounded-2 border border-border bg-page-bg py-1 [overflow-wrap:anywhere] text-text shadow-lg"
        style={{ zIndex: 'var(--z-popper)' }}
      >
        <li>
          <RouteLink href={ACCOUNT_PATH} className={ITEM} onClick={() => setOpen(false)}>
            {accountLabel}
          </RouteLink>
        </li>
        {items}
        <li>
          <a
            href={LOYALTY_LOGOUT_HASH}
            className={ITEM}
            onClick={(event) => {
              event.preventDefault();
              setOpen(false);
              if (!isPreviewPath(window.location.pathname)) onSignOut();
            }}
          >
            {signOutLabel}
          </a>
        </li>
      </ul>
    </div>
  );
}
