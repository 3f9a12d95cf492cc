import { describe, expect, it } from 'vitest';
import { isApiKeyShape } from './api-key';

// What crypto.randomUUID gives: lowercase, version 4.
const UUID = '3f2b8c1e-5d4a-4e7b-9c6f-2a1d8e0b7c45';

describe('API key shape', () => {
  it('accepts api_ and a UUID, in either case, as the client does', () => {
    expect(isApiKeyShape(`api_${UUID}`)).toBe(true);
    expect(isApiKeyShape('API_1A2B3C4D-0000-4000-8000-00000000000F')).toBe(true);
  });

  it.each([
    ['the old rrl_ shape', `rrl_${'a'.repeat(43)}`],
    ['a bare UUID', UUID],
    ['a UUID without dashes', `api_${UUID.replaceAll('-', '')}`],
    ['trailing text', `api_${UUID}x`],
    ['a line break after the key', `api_${UUID}\n`],
    ['nothing', ''],
  ])('refuses %s', (_label, value) => {
    expect(isApiKeyShape(value)).toBe(false);
  });
});
