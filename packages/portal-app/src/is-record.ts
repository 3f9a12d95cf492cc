/** Whether `value` is a plain object with string keys: parsed JSON, a locale file, a stored session. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
