/** Deeper than any request of the contract (the deepest, AccountRequest, has 2 levels). */
export const MAX_JSON_DEPTH = 16;

/**
 * Whether the JSON text opens more than `max` nested arrays or objects. Checked before
 * JSON.parse, which has no depth option: a 9 KB body nested thousands deep parses fine but
 * overflows the stack of whatever walks it later (validation, storage, serialising the outbox).
 * Hand-written because it is a single linear scan; a streaming parser would be a dependency
 * for twenty lines.
 */
export function exceedsJsonDepth(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      depth -= 1;
    }
  }
  return false;
}
