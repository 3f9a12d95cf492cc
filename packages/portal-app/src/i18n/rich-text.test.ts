import { describe, expect, it } from 'vitest';
import { richTextParts } from './rich-text';

describe('richTextParts', () => {
  it('keeps a marked number range as one unbreakable part between plain runs', () => {
    expect(richTextParts('We reply within <nowrap>1-2</nowrap> business days.')).toEqual([
      { text: 'We reply within ', nowrap: false },
      { text: '1-2', nowrap: true },
      { text: ' business days.', nowrap: false },
    ]);
  });

  it('leaves text without markup whole, and other angle brackets as plain text', () => {
    expect(richTextParts('a < b <b>bold</b>')).toEqual([{ text: 'a < b <b>bold</b>', nowrap: false }]);
  });

  it('handles a marked group at either end', () => {
    expect(richTextParts('<nowrap>1-2일</nowrap> 이내')).toEqual([
      { text: '1-2일', nowrap: true },
      { text: ' 이내', nowrap: false },
    ]);
  });
});
