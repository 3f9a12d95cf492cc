import { describe, expect, it } from 'vitest';
import { YOUTUBE_NOCOOKIE_ORIGIN, youtubeEmbedUrl } from './youtube-embed-url';

describe('youtubeEmbedUrl', () => {
  it('uses the privacy-enhanced host and autoplays, since it is built after the visitor asked to play', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&modestbranding=1',
    );
    expect(new URL(youtubeEmbedUrl('abc')).origin).toBe(YOUTUBE_NOCOOKIE_ORIGIN);
  });

  it('adds a whole-second start offset and ignores meaningless ones', () => {
    expect(new URL(youtubeEmbedUrl('abc', { startSeconds: 42.9 })).searchParams.get('start')).toBe('42');
    expect(new URL(youtubeEmbedUrl('abc', { startSeconds: 0 })).searchParams.has('start')).toBe(false);
    expect(new URL(youtubeEmbedUrl('abc', { startSeconds: Number.NaN })).searchParams.has('start')).toBe(
      false,
    );
  });

  it('keeps a hostile id inside the path segment', () => {
    const url = new URL(youtubeEmbedUrl(' a/../b?x=1#y '));
    expect(url.pathname).toBe('/embed/a%2F..%2Fb%3Fx%3D1%23y');
    expect(url.searchParams.get('x')).toBeNull();
  });

  it('can point at another origin without a doubled slash and without autoplay', () => {
    expect(youtubeEmbedUrl('abc', { origin: 'https://mirror.example/', autoplay: false })).toBe(
      'https://mirror.example/embed/abc?rel=0&modestbranding=1',
    );
  });
});
