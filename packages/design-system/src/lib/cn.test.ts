import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('keeps a token colour and a font size side by side', () => {
    expect(cn('text-sm text-ds-muted').split(' ').sort()).toEqual(['text-ds-muted', 'text-sm']);
  });

  it('lets a later token colour override an earlier one', () => {
    expect(cn('bg-ds-primary', 'bg-ds-danger')).toBe('bg-ds-danger');
  });

  it('lets a later responsive class override an earlier one at the same breakpoint only', () => {
    expect(cn('ds-md:px-4 ds-lg:px-6', 'ds-md:px-2')).toBe('ds-lg:px-6 ds-md:px-2');
  });

  it("lets a later shorthand override the sides it covers, as an adopter's className does", () => {
    expect(cn('px-4 py-2 text-ds-foreground', 'p-0 text-ds-danger')).toBe('p-0 text-ds-danger');
  });

  it("lets an adopter's radius, padding or width replace the design system's own", () => {
    expect(cn('rounded-ds-md border', 'rounded-none')).toBe('border rounded-none');
    expect(cn('px-ds-button-x', 'px-2')).toBe('px-2');
    expect(cn('max-w-ds-page-xl', 'max-w-none')).toBe('max-w-none');
    expect(cn('rounded-ds-lg', 'rounded-ds-sm')).toBe('rounded-ds-sm');
  });

  it('drops falsy values', () => {
    expect(cn('px-2', false, undefined, null, 'py-1')).toBe('px-2 py-1');
  });
});
