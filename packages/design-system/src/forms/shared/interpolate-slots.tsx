import { Fragment, type ReactNode } from 'react';

const SLOT_PATTERN = /\{(\w+)\}/g;

/**
 * Fills `{name}` placeholders of a translated sentence with elements such as links, so each
 * language keeps its own word order ("… agree to our {privacy}" / "{privacy}에 동의합니다").
 * Placeholders without a slot stay as written, which makes a missing translation visible.
 */
export function interpolateSlots(template: string, slots: Record<string, ReactNode>): ReactNode[] {
  const parts: ReactNode[] = [];
  let cursor = 0;
  for (const match of template.matchAll(SLOT_PATTERN)) {
    const [placeholder, name] = match;
    if (name === undefined || !(name in slots)) continue;
    if (match.index > cursor) parts.push(template.slice(cursor, match.index));
    parts.push(<Fragment key={`${name}-${match.index}`}>{slots[name]}</Fragment>);
    cursor = match.index + placeholder.length;
  }
  if (cursor < template.length) parts.push(template.slice(cursor));
  return parts;
}
