import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('keeps a token colour and a font size side by side', () => {
    expect(cn('text-sm text-ds-muted').split(' ').sort()).toEqual(['text-ds-muted', 'text-sm']);
  });

  it('lets a later token colour override an earlier one', () => {
    expect(cn('bg-ds-primary', 'bg-ds-danger')).toBe('bg-ds-danger');
  });

  it('drops falsy values', () => {
    expect(cn('px-2', false, undefined, null, 'py-1')).toBe('px-2 py-1');
  });
});
