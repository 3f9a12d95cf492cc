/** The encodings a request accepts (`q=0` refuses one). */
export function acceptedEncodings(header?: string): Set<string>;

/** The encodings a server may answer with. */
export type Encoding = 'gzip' | 'br';

/** `body` as it goes on the wire for a request accepting `acceptEncoding`, and its Content-Encoding. */
export function encodeBody(
  body: Buffer,
  acceptEncoding: string | undefined,
  cache: Map<string, Buffer>,
  key: string,
  encodings?: readonly Encoding[],
): { body: Buffer; encoding: Encoding | undefined };
