import { describe, expect, it } from 'vitest';
import { pageCharacters } from './page-characters.ts';

const sorted = (characters: Set<string>) => [...characters].sort().join('');

describe('pageCharacters', () => {
  it('reads the text and the placeholders a page draws, not its markup or other attributes', () => {
    const html =
      '<main aria-label="본문"><h1 class="text-4xl">환경</h1><input placeholder="이름" title="툴팁"/>' +
      '<img alt="그림" src="/a.png"/><p>R&amp;D &quot;x&quot;</p><script>"나"</script></main>';
    const { firstPaint, later } = pageCharacters(html, { sections: 'section', drawnFirst: 1 });
    expect(sorted(firstPaint)).toBe(' "&DRx경름이환');
    expect(later.size).toBe(0);
  });

  it('sets apart what only the sections after the first screen draw', () => {
    const html =
      '<main><section>가나</section><p>마</p><section>나다</section><section>다바</section>' +
      '<section>사<section>아</section></section></main><footer>라</footer>';
    const { firstPaint, later } = pageCharacters(html, {
      sections: 'main > section',
      drawnFirst: 2,
      alsoLater: 'footer',
    });
    expect(sorted(firstPaint)).toBe('가나다마');
    expect(sorted(later)).toBe('라바사아');
  });
});
