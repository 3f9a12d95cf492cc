/**
 * The characters a prerendered page draws from its HTML: its text and the placeholders of its
 * fields. Attributes a browser does not draw (aria-label, title, alt of a loaded image) and the
 * markup itself are left out. React escapes only `& < > " '` as entities, all ASCII, so any
 * other character is in the HTML as itself.
 */
export function pageCharacters(html: string): Set<string> {
  const placeholders = [...html.matchAll(/\splaceholder="([^"]*)"/g)].map(([, value]) => value);
  const text = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? ' ');
  return new Set([...text, ...placeholders.join('')]);
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};
