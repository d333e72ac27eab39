import { describe, expect, it } from 'vitest';
import { readCapped } from './read-capped.ts';

/** A body of these chunks; `pulled` counts the chunks the reader asked for. */
function streamOf(chunks: Uint8Array[], options: { stallAfter?: number } = {}) {
  const state = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (options.stallAfter !== undefined && state.pulled >= options.stallAfter) return new Promise(() => {});
      const next = chunks[state.pulled];
      state.pulled += 1;
      if (next) controller.enqueue(next);
      else controller.close();
      return undefined;
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

const bytes = (n: number, fill = 1) => new Uint8Array(n).fill(fill);

describe('bounded body reads (every boundary caps size and time)', () => {
  it('reads a body within the cap whole, in order', async () => {
    const { stream } = streamOf([bytes(3, 1), bytes(2, 2)]);
    const result = await readCapped(stream, 5);
    expect(result).toEqual({ ok: true, bytes: new Uint8Array([1, 1, 1, 2, 2]) });
  });

  it('stops at the first chunk past the cap and cancels the rest', async () => {
    const { stream, state } = streamOf([bytes(4), bytes(4), bytes(4), bytes(4)]);
    expect(await readCapped(stream, 6)).toEqual({ ok: false, reason: 'too_large' });
    expect(state.cancelled).toBe(true);
    expect(state.pulled).toBeLessThanOrEqual(3);
  });

  it('gives up when the deadline passes while the body is still coming', async () => {
    const { stream, state } = streamOf([bytes(1)], { stallAfter: 1 });
    const deadline = new Promise((resolve) => setTimeout(resolve, 20));
    expect(await readCapped(stream, 100, deadline)).toEqual({ ok: false, reason: 'timeout' });
    expect(state.cancelled).toBe(true);
  });

  it('answers at the deadline even when the body’s source settles its cancel only later (a request whose connection stays open)', async () => {
    const source = { cancelled: false };
    const stream = new ReadableStream<Uint8Array>({
      pull: () => new Promise(() => {}),
      cancel() {
        source.cancelled = true;
        return new Promise(() => {});
      },
    });
    const deadline = new Promise((resolve) => setTimeout(resolve, 20));
    const answered = readCapped(stream, 100, deadline);
    const late = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1000));
    expect(await Promise.race([answered, late])).toEqual({ ok: false, reason: 'timeout' });
    expect(source.cancelled).toBe(true);
  });

  it('an absent body is empty; a broken stream is a failure, not a throw', async () => {
    expect(await readCapped(null, 10)).toEqual({ ok: true, bytes: new Uint8Array() });
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('reset'));
      },
    });
    expect(await readCapped(broken, 10)).toEqual({ ok: false, reason: 'failed' });
  });
});
