'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { cardCodePlan, LINEAR_FORMATS, type ScannableCodeFormat } from '@/lib/loyalty/member/card-code.ts';
import { keepMemberCard } from '@/components/offline/member-offline-store.ts';
import { prepareCardCodeDrawing, useDrawnCardCode } from './draw-card-code.ts';
import type { MemberCardCodeProps } from './member-card-code.tsx';

const loadCodeView = () => import('./member-card-code.tsx');

/**
 * Starts what a card needs, for a screen that shows one to call as it mounts: the worker that draws
 * the code (and so the barcode library's download) and the code's view, both loaded while the
 * member's details are still on their way rather than after they arrive.
 */
export function prepareMemberCard(): void {
  prepareCardCodeDrawing();
  loadCodeView().catch(() => undefined);
}

/**
 * §3.6, §9.2 the member's card at the till: the number at once, then its scannable code once it is drawn (in a
 * worker, draw-card-code.ts) and the code's view has arrived, both after the screen is interactive; should either
 * fail, the screen keeps the number.
 */
export function MemberCard({ cardNumber, format }: { cardNumber: string; format: ScannableCodeFormat }) {
  const [Code, setCode] = useState<ComponentType<MemberCardCodeProps> | null>(null);
  const drawn = useDrawnCardCode(cardNumber, format);
  // Kept on the device so that the card opens offline at the till (deleted at sign-out).
  useEffect(() => {
    void keepMemberCard({ cardNumber, format });
  }, [cardNumber, format]);
  useEffect(() => {
    let current = true;
    loadCodeView().then(
      (module) => {
        if (current) setCode(() => module.MemberCardCode);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  if (Code && drawn) return <Code drawn={drawn} />;
  const plan = cardCodePlan(cardNumber, format);
  if (!plan || drawn === null) {
    return (
      <span data-testid="member-card" className="font-mono">
        {cardNumber}
      </span>
    );
  }
  // The drawn card's footprint is held while its code loads (the code's box, the number under it,
  // the full-screen button), so that nothing below it moves as it arrives.
  const box = LINEAR_FORMATS.has(plan.format)
    ? 'w-[64mm] aspect-[10/3]'
    : plan.format === 'PDF_417'
      ? 'w-[32mm] aspect-[3/1]'
      : 'w-[32mm] aspect-square';
  return (
    <div className="flex flex-col items-start gap-2">
      <div className="flex max-w-full flex-col items-center gap-1 rounded-2 bg-[#ffffff] p-2 text-[#000000]">
        <div className={`max-w-full ${box}`} aria-hidden="true" />
        <span data-testid="member-card" className="font-mono text-lg tracking-wider [overflow-wrap:anywhere]">
          {plan.text}
        </span>
      </div>
      <div className="min-h-9" aria-hidden="true" />
    </div>
  );
}
