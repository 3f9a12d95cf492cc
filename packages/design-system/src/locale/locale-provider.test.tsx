import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatMessage } from './format-message';
import { LocaleProvider } from './locale-provider';

describe('LocaleProvider', () => {
  it('says its language on an element that takes no box', () => {
    const html = renderToString(
      <LocaleProvider locale="ko">
        <p>안녕하세요</p>
      </LocaleProvider>,
    );
    expect(html).toBe('<div lang="ko" class="[display:contents]"><p>안녕하세요</p></div>');
  });

  it('writes an underscore tag as a valid lang, and sets none for an empty tag', () => {
    expect(renderToString(<LocaleProvider locale="ko_KR" />)).toContain('lang="ko-KR"');
    expect(renderToString(<LocaleProvider locale="" />)).not.toContain('lang=');
  });
});

describe('formatMessage', () => {
  it('fills each placeholder and leaves an unknown one as written', () => {
    expect(formatMessage('{language} code', { language: 'Python' })).toBe('Python code');
    expect(formatMessage('{step}단계', { step: 2 })).toBe('2단계');
    expect(formatMessage('Copy {title} ({missing})', { title: 'key' })).toBe('Copy key ({missing})');
    expect(formatMessage('No placeholder')).toBe('No placeholder');
  });
});
