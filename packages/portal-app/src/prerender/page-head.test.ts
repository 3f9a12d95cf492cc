import { describe, expect, it } from 'vitest';
import { pageHead } from './page-head';

describe('pageHead', () => {
  it('names both twins and the English default, with the page in its own language', () => {
    const head = pageHead({ path: '/pricing', language: 'ko', title: '요금', description: '설명 "인용"' });
    expect(head).toContain('<title>요금 · RemoteRL</title>');
    expect(head).toContain('<meta name="description" content="설명 &quot;인용&quot;" />');
    expect(head).toContain('<link rel="canonical" href="https://remoterl.com/ko/pricing" />');
    expect(head).toContain('<link rel="alternate" hreflang="en" href="https://remoterl.com/pricing" />');
    expect(head).toContain('<link rel="alternate" hreflang="ko" href="https://remoterl.com/ko/pricing" />');
    expect(head).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://remoterl.com/pricing" />',
    );
    expect(head).toContain('<meta property="og:locale" content="ko_KR" />');
    expect(head).not.toContain('noindex');
  });

  it('keeps the not-found pages out of search results', () => {
    const head = pageHead({ path: '/not-found', language: 'en', title: 'Not found', description: 'Gone' });
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).toContain('<link rel="canonical" href="https://remoterl.com/not-found" />');
  });
});
