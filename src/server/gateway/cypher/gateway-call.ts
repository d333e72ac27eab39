/** One incoming call, whatever server carries it. */
export interface GatewayCall {
  readonly method: string;
  /** A request header by lower-case name; null when absent. */
  header(name: string): string | null;
  /**
   * The whole body; rejects with BodyTooLargeError once more than `limit` bytes arrive. Once
   * `deadline` settles the caller has given up on it: the read may stop and let the body go.
   */
  readBody(limit: number, deadline: Promise<unknown>): Promise<Uint8Array>;
}

/** The answer to send back: status, headers and the bytes or text of the body. */
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
