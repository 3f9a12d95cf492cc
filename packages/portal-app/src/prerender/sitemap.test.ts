import { describe, expect, it } from 'vitest';
import { indexablePaths } from './site-pages';
import { sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  it('lists every indexable page in English and in Korean', () => {
    const locations = [...sitemapXml().matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toHaveLength(indexablePaths.length * 2);
    expect(locations).toContain('https://remoterl.com/');
    expect(locations).toContain('https://remoterl.com/ko');
    expect(locations).toContain('https://remoterl.com/ko/pricing');
    expect(locations).not.toContain('https://remoterl.com/not-found');
  });

  it('names both twins and the English default for each entry', () => {
    const entry = sitemapXml(['/pricing']).split('</url>')[1] ?? '';
    expect(entry).toContain('<loc>https://remoterl.com/ko/pricing</loc>');
    expect(entry).toContain('hreflang="en" href="https://remoterl.com/pricing"');
    expect(entry).toContain('hreflang="x-default" href="https://remoterl.com/pricing"');
  });
});
