/** The encodings a request accepts (`q=0` refuses one). */
export function acceptedEncodings(header?: string): Set<string>;

/** `body` as it goes on the wire for a request accepting `acceptEncoding`, and its Content-Encoding. */
export function encodeBody(
  body: Buffer,
  acceptEncoding: string | undefined,
  cache: Map<string, Buffer>,
  key: string,
): { body: Buffer; encoding: 'gzip' | 'br' | undefined };
