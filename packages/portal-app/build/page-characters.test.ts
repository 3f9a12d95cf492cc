import { describe, expect, it } from 'vitest';
import { pageCharacters } from './page-characters.ts';

describe('pageCharacters', () => {
  it('reads the text and the placeholders a page draws, not its markup or other attributes', () => {
    const html =
      '<main aria-label="본문"><h1 class="text-4xl">환경</h1><input placeholder="이름" title="툴팁"/>' +
      '<img alt="그림" src="/a.png"/><p>R&amp;D &quot;x&quot;</p></main>';
    expect([...pageCharacters(html)].sort().join('')).toBe(' "&DRx경름이환');
  });

  it('leaves out scripts and styles', () => {
    expect([...pageCharacters('<style>a{content:"가"}</style><script>"나"</script>다')]).toEqual([' ', '다']);
  });
});
