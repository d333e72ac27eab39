/// <reference lib="webworker" />
import { isScannableCodeFormat } from '@/lib/loyalty/member/card-code.ts';
import { drawCardCode } from '@/lib/loyalty/member/card-code-svg.ts';
import type { CardCodeRequest, CardCodeAnswer } from './draw-card-code.ts';

// The barcode library parses and encodes here, off the page's main thread: on a mid-range phone its
// evaluation and one encoding are the longest task of the account screens (docs/decisions/0045).

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.addEventListener('message', (event: MessageEvent<CardCodeRequest>) => {
  const { id, text, format } = event.data ?? {};
  if (typeof id !== 'number' || typeof text !== 'string' || !isScannableCodeFormat(format)) return;
  const answer: CardCodeAnswer = { id, drawn: drawCardCode(text, format) };
  scope.postMessage(answer);
});
