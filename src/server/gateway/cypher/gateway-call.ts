/** One incoming call, whatever server carries it. */
export interface GatewayCall {
  readonly method: string;
  /** A request header by lower-case name; null when absent. */
  header(name: string): string | null;
  /** The whole body, or BodyTooLargeError past `limit` bytes; once `deadline` settles the read may let it go. */
  readBody(limit: number, deadline: Promise<unknown>): Promise<Uint8Array>;
}

export interface GatewayAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | Uint8Array<ArrayBuffer>;
}

/** The request body went past the limit, whatever its Content-Length said. */
export class BodyTooLargeError extends Error {
  constructor() {
    super('request body too large');
    this.name = 'BodyTooLargeError';
  }
}
