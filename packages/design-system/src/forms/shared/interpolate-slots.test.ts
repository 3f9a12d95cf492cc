import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { interpolateSlots } from './interpolate-slots';

/** Turns the parts back into text, showing each slot as [content]. */
function flatten(parts: ReturnType<typeof interpolateSlots>): string {
  return parts
    .map((part) =>
      isValidElement(part)
        ? `[${String((part as ReactElement<{ children: unknown }>).props.children)}]`
        : part,
    )
    .join('');
}

describe('interpolateSlots', () => {
  it('puts each slot where its placeholder is, keeping the text around it', () => {
    const parts = interpolateSlots('By clicking submit, you agree to our {privacy}, {data} and {cookie}.', {
      privacy: 'Privacy Policy',
      data: 'Data Policy',
      cookie: 'Cookie Policy',
    });
    expect(flatten(parts)).toBe(
      'By clicking submit, you agree to our [Privacy Policy], [Data Policy] and [Cookie Policy].',
    );
  });

  it('follows the word order of the translation', () => {
    const parts = interpolateSlots('{terms} 및 {privacy}에 동의합니다', {
      terms: '이용약관',
      privacy: '개인정보 처리방침',
    });
    expect(flatten(parts)).toBe('[이용약관] 및 [개인정보 처리방침]에 동의합니다');
    expect(parts[0]).not.toBe('');
  });

  it('leaves unknown placeholders visible and text without placeholders untouched', () => {
    expect(flatten(interpolateSlots('Agree to {terms} and {unknown}', { terms: 'Terms' }))).toBe(
      'Agree to [Terms] and {unknown}',
    );
    expect(interpolateSlots('Plain sentence.', {})).toEqual(['Plain sentence.']);
  });
});
