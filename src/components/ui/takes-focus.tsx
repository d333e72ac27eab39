'use client';

import { useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';

// It replaces the form the visitor was in, so it takes focus as it appears: a screen reader reads it (a region added
// with its text is not announced) and Tab goes on from here, not from <body>.

type Tag = 'p' | 'h2';

export function TakesFocus({
  as: Element = 'p',
  children,
  className,
  ...attributes
}: { as?: Tag; children: ReactNode } & Omit<HTMLAttributes<HTMLElement>, 'tabIndex'>) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // Only focus that went with the form: a visitor who has moved on elsewhere stays there.
    const active = document.activeElement;
    if (!active || active === document.body) ref.current?.focus();
  }, []);
  return (
    <Element
      ref={ref as never}
      tabIndex={-1}
      className={className ? `${className} outline-none` : 'outline-none'}
      {...attributes}
    >
      {children}
    </Element>
  );
}
