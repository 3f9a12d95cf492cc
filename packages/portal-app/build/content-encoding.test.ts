import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncodings, encodeBody } from './content-encoding.mjs';

const page = Buffer.from('<p>강화학습은 클라우드에서, 환경은 내 컴퓨터에서.</p>'.repeat(200));

describe('encodeBody', () => {
  it('sends brotli to a browser that accepts it, as Hosting does, and the body decodes to the page', () => {
    const { body, encoding } = encodeBody(page, 'gzip, deflate, br, zstd', new Map(), 'page');
    expect(encoding).toBe('br');
    expect(brotliDecompressSync(body).equals(page)).toBe(true);
    expect(body.length).toBeLessThan(encodeBody(page, 'gzip', new Map(), 'page').body.length);
  });

  it('sends gzip to a client without brotli, and the body as it is to one that accepts neither', () => {
    const gzip = encodeBody(page, 'gzip, deflate', new Map(), 'page');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(page)).toBe(true);
    expect(encodeBody(page, undefined, new Map(), 'page')).toEqual({ body: page, encoding: undefined });
    expect(encodeBody(page, 'br;q=0, gzip;q=0', new Map(), 'page').encoding).toBeUndefined();
  });

  it("answers with the server's own encodings only: a plain host's gzip to a browser that takes brotli", () => {
    const { body, encoding } = encodeBody(page, 'gzip, br', new Map(), 'page', ['gzip']);
    expect(encoding).toBe('gzip');
    expect(gunzipSync(body).equals(page)).toBe(true);
  });

  it('sends a body that compression would grow as it is', () => {
    const tiny = Buffer.from('ok');
    expect(encodeBody(tiny, 'gzip, br', new Map(), 'tiny')).toEqual({ body: tiny, encoding: undefined });
  });

  it('compresses a file once, whatever the number of requests', () => {
    const cache = new Map();
    const first = encodeBody(page, 'br', cache, 'page@1');
    expect(encodeBody(page, 'br', cache, 'page@1').body).toBe(first.body);
    expect(cache.size).toBe(1);
  });
});

describe('acceptedEncodings', () => {
  it('reads names with their weights and drops the refused ones', () => {
    expect([...acceptedEncodings('gzip;q=0.8, BR, identity;q=0')]).toEqual(['gzip', 'br']);
  });
});
