/**
 * Fills a message's `{name}` placeholders, e.g. `formatMessage('Step {step}', { step: 2 })`.
 * Messages are plain strings so that a server can pass them to the client components; a
 * placeholder without a value stays as written, so a missing value shows instead of vanishing.
 */
export function formatMessage(template: string, values: Readonly<Record<string, string | number>> = {}) {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
