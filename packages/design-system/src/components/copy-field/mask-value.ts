/** The character that stands in for each hidden character of a masked value. */
export const MASK_CHARACTER = '•';

export interface MaskOptions {
  /** How many leading characters stay readable, so a user can tell keys apart. */
  visibleCharacters?: number;
  /** How many mask characters follow; fixed, so the mask does not reveal the value's length. */
  maskLength?: number;
}

/**
 * Hides a secret for display. The readable prefix is dropped for short values, where it
 * would give away too large a share of the secret.
 */
export function maskValue(
  value: string,
  { visibleCharacters = 4, maskLength = 12 }: MaskOptions = {},
): string {
  const prefixLength = Math.max(0, Math.floor(visibleCharacters));
  const showsPrefix = prefixLength > 0 && value.length >= prefixLength * 3;
  const prefix = showsPrefix ? value.slice(0, prefixLength) : '';
  return prefix + MASK_CHARACTER.repeat(Math.max(1, Math.floor(maskLength)));
}
