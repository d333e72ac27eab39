'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ScannableCodeFormat } from '@/lib/loyalty/member/card-code.ts';
import { keepMemberCard } from '@/components/offline/member-offline-store.ts';
import type { MemberCardCodeProps } from './member-card-code.tsx';

/**
 * §3.6, §9.2 the member's card at the till: the number at once, then its scannable code once the drawing code (the
 * barcode library) has arrived. It is imported only here, on the screens that show a card, after the screen is
 * interactive; lost on the way, the screen keeps the number.
 */
export function MemberCard({ cardNumber, format }: { cardNumber: string; format: ScannableCodeFormat }) {
  const [Code, setCode] = useState<ComponentType<MemberCardCodeProps> | null>(null);
  // Kept on the device so that the card opens offline at the till (deleted at sign-out).
  useEffect(() => {
    void keepMemberCard({ cardNumber, format });
  }, [cardNumber, format]);
  useEffect(() => {
    let current = true;
    import('./member-card-code.tsx').then(
      (module) => {
        if (current) setCode(() => module.MemberCardCode);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return Code ? (
    <Code cardNumber={cardNumber} format={format} />
  ) : (
    <span data-testid="member-card" className="font-mono">
      {cardNumber}
    </span>
  );
}
