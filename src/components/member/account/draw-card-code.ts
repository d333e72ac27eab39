'use client';

import { useEffect, useState } from 'react';
import type { ScannableCodeFormat } from '@/lib/loyalty/member/card-code.ts';
import type { DrawnCardCode } from '@/lib/loyalty/member/card-code-svg.ts';

// §3.6, §9.2 a card's or a ticket's code drawn in a worker, so that the barcode library never runs on
// the page's main thread (docs/decisions/0045). Where no worker can start (an old browser, a policy
// that refuses it, its file lost offline) the same pure drawing runs on the page instead.

export interface CardCodeRequest {
  readonly id: number;
  readonly text: string;
  readonly format: ScannableCodeFormat;
}

export interface CardCodeAnswer {
  readonly id: number;
  readonly drawn: DrawnCardCode | null;
}

type Pending = (drawn: DrawnCardCode | null) => void;

let worker: Worker | null | undefined;
let nextId = 0;
const pending = new Map<number, { request: CardCodeRequest; settle: Pending }>();

function drawOnPage(request: CardCodeRequest): Promise<DrawnCardCode | null> {
  return import('@/lib/loyalty/member/card-code-svg.ts').then(
    (drawing) => drawing.drawCardCode(request.text, request.format),
    () => null,
  );
}

/** The worker has failed: every request still waiting is drawn on the page, and so are later ones. */
function giveUpWorker(): void {
  worker?.terminate();
  worker = null;
  for (const { request, settle } of pending.values()) void drawOnPage(request).then(settle);
  pending.clear();
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    // A classic worker: the bundler's worker bootstrap loads the chunks with importScripts.
    const started = new Worker(new URL('./card-code-worker.ts', import.meta.url), { name: 'card-code' });
    started.addEventListener('message', (event: MessageEvent<CardCodeAnswer>) => {
      const entry = pending.get(event.data.id);
      if (!entry) return;
      pending.delete(event.data.id);
      entry.settle(event.data.drawn);
    });
    started.addEventListener('error', giveUpWorker);
    started.addEventListener('messageerror', giveUpWorker);
    return started;
  } catch {
    return null;
  }
}

/**
 * Starts the worker (and so the download of the barcode library) ahead of the first drawing: a screen
 * that shows a card calls it as it mounts, while the member's details are still on their way.
 */
export function prepareCardCodeDrawing(): void {
  if (worker === undefined) worker = startWorker();
}

/** The code of `text` in `format`, drawn off the main thread; null when it cannot be drawn. */
export function drawCardCodeOffThread(text: string, format: ScannableCodeFormat): Promise<DrawnCardCode | null> {
  const request: CardCodeRequest = { id: nextId++, text, format };
  prepareCardCodeDrawing();
  const current = worker;
  if (!current) return drawOnPage(request);
  return new Promise((settle) => {
    pending.set(request.id, { request, settle });
    current.postMessage(request);
  });
}

/** What a screen shows: undefined while the code is being drawn, then the drawing or null. */
export function useDrawnCardCode(text: string, format: ScannableCodeFormat): DrawnCardCode | null | undefined {
  const [drawn, setDrawn] = useState<{ key: string; code: DrawnCardCode | null } | undefined>();
  const key = `${format}\u0000${text}`;
  useEffect(() => {
    let current = true;
    void drawCardCodeOffThread(text, format).then((code) => {
      if (current) setDrawn({ key, code });
    });
    return () => {
      current = false;
    };
  }, [key, text, format]);
  return drawn?.key === key ? drawn.code : undefined;
}
