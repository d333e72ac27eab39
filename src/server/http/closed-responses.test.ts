import { createServer, request as httpRequest, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { onClosedResponses } from './closed-responses.ts';

// The parties waiting for a response's close (the graceful stop, the request metrics) share one
// listener: each hook hears every response once, finished or cut, in the order it was added.

function listening(server: ReturnType<typeof createServer>): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

describe('onClosedResponses', () => {
  it('calls every hook once per response, in order, with one close listener on the response', async () => {
    const heard: string[] = [];
    const listeners: number[] = [];
    const server = createServer((incoming, outgoing) => {
      listeners.push(outgoing.listenerCount('close'));
      outgoing.end(incoming.url);
    });
    onClosedResponses(server, (outgoing) => heard.push(`first ${outgoing.statusCode} ${outgoing.writableFinished}`));
    onClosedResponses(server, (outgoing) => heard.push(`second ${outgoing.req.url}`));
    const origin = await listening(server);
    try {
      await (await fetch(`${origin}/a`)).text();
      await (await fetch(`${origin}/b`)).text();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard).toEqual(['first 200 true', 'second /a', 'first 200 true', 'second /b']);
      expect(listeners).toEqual([1, 1]);
    } finally {
      server.close();
    }
  });

  it('hears a response the client gave up on before it was sent', async () => {
    const closed: ServerResponse[] = [];
    let arrived!: () => void;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    const server = createServer(() => arrived());
    onClosedResponses(server, (outgoing) => closed.push(outgoing));
    const origin = await listening(server);
    try {
      const client = httpRequest(`${origin}/slow`);
      client.on('error', () => undefined);
      client.end();
      await arrival;
      client.destroy();
      await expect.poll(() => closed.length).toBe(1);
      expect(closed[0]!.writableFinished).toBe(false);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
