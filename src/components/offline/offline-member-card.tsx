'use client';

import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { SCANNABLE_CODE_FORMAT_NAMES } from '@/lib/loyalty/member/card-code.ts';
import type { KeptMemberCard } from '@/lib/offline/member-offline.ts';
import { fillPlaceholder } from '@/lib/text/fill.ts';

// Offline, on the member's pages: the card kept on this device, drawn again (the same pure drawing
// as the member screens, its code imported only now), at the top of the page's main region.

export interface OfflineCardLabels {
  readonly title: string;
  /** "{format} of your card number" */
  readonly codeAlt: string;
}

type Drawing = typeof import('@/lib/loyalty/member/card-code-svg.ts');

export function OfflineMemberCard({ card, labels }: { card: KeptMemberCard; labels: OfflineCardLabels }) {
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  useEffect(() => {
    import('@/lib/loyalty/member/card-code-svg.ts').then(setDrawing, () => undefined);
  }, []);
  const main = document.getElementById('main');
  if (!main) return null;
  const drawn = drawing?.drawCardCode(card.cardNumber, card.format) ?? null;
  return createPortal(
    <section data-testid="offline-member-card" aria-labelledby="offline-member-card-title" className="mb-6">
      <h2 id="offline-member-card-title" className="mb-2 text-lg font-bold">
        {labels.title}
      </h2>
      <figure className="inline-flex flex-col items-center gap-1 rounded-2 bg-[#ffffff] p-2 text-[#000000]">
        {drawn && drawing ? (
          <img
            src={drawing.cardCodeImageSrc(drawn.svg)}
            alt={fillPlaceholder(labels.codeAlt, 'format', SCANNABLE_CODE_FORMAT_NAMES[drawn.format])}
            className={drawn.linear ? 'w-[64mm] max-w-full' : 'w-[32mm] max-w-full'}
          />
        ) : null}
        <figcaption className="font-mono text-lg tracking-wider [overflow-wrap:anywhere]">{card.cardNumber}</figcaption>
      </figure>
    </section>,
    main,
    'offline-member-card',
  );
}
