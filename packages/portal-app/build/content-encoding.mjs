/**
 * Compression as Firebase Hosting answers a browser: the smallest of the body as it is, gzip and
 * brotli, among those the request's Accept-Encoding names ("Firebase Hosting will return the
 * smallest-sized file of identity, gzip and brotli, of whatever your browser supports": a Hosting
 * engineer, firebase/firebase-tools#4119). Hosting's own levels are not published; these are
 * middle ones, as a CDN compresses on the fly, so a page is measured no smaller than it arrives.
 * Used by serve-site.mjs, which the budget check and the benchmark serve the build with.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const GZIP_LEVEL = 6;
const BROTLI_QUALITY = 5;

const ENCODERS = {
  gzip: (body) => gzipSync(body, { level: GZIP_LEVEL }),
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
};

/** The encodings a request accepts (`q=0` refuses one). */
export function acceptedEncodings(header = '') {
  return new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(
        ([, ...parameters]) => !parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter)),
      )
      .map(([name]) => name.trim().toLowerCase()),
  );
}

/**
 * `body` as it goes on the wire for a request accepting `acceptEncoding`: the smallest
 * candidate among the server's `encodings` (Hosting's by default), and its Content-Encoding
 * (undefined when sent as it is). `cache` keeps each file's encodings, so a measured page load
 * is not slowed by compressing it again.
 */
export function encodeBody(body, acceptEncoding, cache, key, encodings = Object.keys(ENCODERS)) {
  const accepted = acceptedEncodings(acceptEncoding);
  let best = { body, encoding: undefined };
  for (const encoding of encodings) {
    if (!accepted.has(encoding)) continue;
    const encode = ENCODERS[encoding];
    const cacheKey = `${encoding}:${key}`;
    let encoded = cache.get(cacheKey);
    if (!encoded) {
      encoded = encode(body);
      cache.set(cacheKey, encoded);
    }
    if (encoded.length < best.body.length) best = { body: encoded, encoding };
  }
  return best;
}
