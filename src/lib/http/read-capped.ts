// Every boundary reads a body through this, never text() or arrayBuffer(), which read any size: it stops at the cap
// or the deadline and cancels the stream.

export type CappedRead =
  | { readonly ok: true; readonly bytes: Uint8Array }
  | { readonly ok: false; readonly reason: 'too_large' | 'timeout' | 'failed' };

export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  deadline?: Promise<unknown>,
): Promise<CappedRead> {
  if (!body) return { ok: true, bytes: new Uint8Array() };
  const reader = body.getReader();
  const timedOut = deadline?.then(() => 'timeout' as const);
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const next = await (timedOut ? Promise.race([reader.read(), timedOut]) : reader.read());
      if (next === 'timeout') {
        // Not waited for: a request body's source settles its cancel only once the connection
        // closes, which would hold the answer until the server's own request timeout.
        void reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'timeout' };
      }
      if (next.done) break;
      total += next.value.byteLength;
      if (total > maxBytes) {
        void reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'too_large' };
      }
      chunks.push(next.value);
    }
  } catch {
    return { ok: false, reason: 'failed' };
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}
