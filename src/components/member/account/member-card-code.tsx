'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { cardCodeImageSrc, SCANNABLE_CODE_FORMAT_NAMES } from '@/lib/loyalty/member/card-code.ts';
import type { DrawnCardCode } from '@/lib/loyalty/member/card-code-svg.ts';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';

export interface MemberCardCodeProps {
  /** The card number's code, drawn off the main thread (draw-card-code.ts). */
  readonly drawn: DrawnCardCode;
}

/**
 * A scanner reads dark bars on a light ground with a margin round them: black on white whatever the theme, the
 * quiet zone drawn into the image, and a smallest size in CSS millimetres (a 2-D code 32 mm, a linear one 64 mm,
 * narrower screens permitting) so that a phone held at the till shows modules a scanner resolves.
 */
const CODE_SURFACE = 'bg-[#ffffff] text-[#000000] [--focus-ring:#000000]';
const SIZE = { matrix: 'w-[32mm] max-w-full', linear: 'w-[64mm] max-w-full' } as const;
const FULL_SIZE = { matrix: 'w-[min(80vw,60vh)]', linear: 'w-[min(94vw,120vh)]' } as const;

/** The member's card number as a scannable code (§3.6, §9.2), with a full-screen view for the till. */
export function MemberCardCode({ drawn }: MemberCardCodeProps) {
  const t = useTranslations('member.card');
  const [fullScreen, setFullScreen] = useState(false);
  const size = drawn.linear ? 'linear' : 'matrix';
  const alt = t('codeAlt', { format: SCANNABLE_CODE_FORMAT_NAMES[drawn.format] });
  return (
    <div className="flex flex-col items-start gap-2">
      <figure
        className={`flex flex-col items-center gap-1 rounded-2 p-2 ${CODE_SURFACE}`}
        data-testid="member-card-code"
        data-format={drawn.format}
      >
        <CodeImage drawn={drawn} alt={alt} className={SIZE[size]} />
        <figcaption data-testid="member-card" className="font-mono text-lg tracking-wider [overflow-wrap:anywhere]">
          {drawn.text}
        </figcaption>
      </figure>
      {drawn.fallback ? (
        <p className="text-sm" data-testid="member-card-fallback">
          {t('fallback', {
            requested: SCANNABLE_CODE_FORMAT_NAMES[drawn.requested],
            shown: SCANNABLE_CODE_FORMAT_NAMES[drawn.format],
          })}
        </p>
      ) : null}
      <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setFullScreen(true)}>
        {t('fullScreen')}
      </Button>
      <Modal
        open={fullScreen}
        onClose={() => setFullScreen(false)}
        title={t('fullScreenTitle')}
        className={`fixed inset-0 flex flex-col items-center justify-center gap-4 overflow-auto p-4 text-center ${CODE_SURFACE}`}
      >
        <FullScreenCode drawn={drawn} alt={alt} className={FULL_SIZE[size]} onClose={() => setFullScreen(false)} />
      </Modal>
    </div>
  );
}

function CodeImage({ drawn, alt, className }: { drawn: DrawnCardCode; alt: string; className: string }) {
  // A data: image of the drawn SVG, so the page adds no markup it did not write; pixel-exact scaling keeps edges hard.
  // Its intrinsic size given up front, so that its box is held before the image is decoded.
  const [, width, height] = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(drawn.svg) ?? [];
  return (
    <img
      src={cardCodeImageSrc(drawn.svg)}
      alt={alt}
      width={width}
      height={height}
      className={`h-auto ${className}`}
      draggable={false}
    />
  );
}

/** The whole screen white, the code as large as it fits, the screen kept awake while it shows (where allowed). */
function FullScreenCode({
  drawn,
  alt,
  className,
  onClose,
}: {
  drawn: DrawnCardCode;
  alt: string;
  className: string;
  onClose: () => void;
}) {
  const t = useTranslations('member.card');
  useEffect(() => {
    let lock: { release(): Promise<void> } | null = null;
    let ended = false;
    const wakeLock = (
      navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> } }
    ).wakeLock;
    wakeLock?.request('screen').then(
      (sentinel) => {
        if (ended) void sentinel.release();
        else lock = sentinel;
      },
      () => undefined,
    );
    return () => {
      ended = true;
      void lock?.release().catch(() => undefined);
    };
  }, []);
  return (
    <div className="flex flex-col items-center gap-4" data-testid="member-card-full-screen">
      <p>{t('fullScreenHint')}</p>
      <CodeImage drawn={drawn} alt={alt} className={className} />
      <p className="font-mono text-2xl tracking-wider [overflow-wrap:anywhere]">{drawn.text}</p>
      <button
        type="button"
        onClick={onClose}
        className={`min-h-11 rounded-button border-2 border-[#000000] px-4 py-2 font-bold ${CODE_SURFACE}`}
      >
        {t('close')}
      </button>
    </div>
  );
}
