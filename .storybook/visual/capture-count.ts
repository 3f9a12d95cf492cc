/**
 * The story run fails closed: a run that compares pictures must have compared every capture it
 * selected. Without this, a change in the Storybook test addon, a setup file that stops running,
 * or a filter that matches no story would leave the run green with no picture compared
 * (docs/decisions.md, "Checks fail closed").
 */

/** One story test of a visual project, as the review reporter sees it after the run. */
export interface StoryRunRecord {
  name: string;
  state: 'passed' | 'failed' | 'skipped' | 'pending';
  visual?: { expected: number; captures: unknown[] };
}

/** Why the run compared too few captures, or undefined when it compared all it selected. */
export function captureShortfall(records: readonly StoryRunRecord[]): string | undefined {
  const ran = records.filter((record) => record.state === 'passed' || record.state === 'failed');
  const compared = ran.reduce((sum, record) => sum + (record.visual?.captures.length ?? 0), 0);
  if (compared === 0) {
    return `The story run compared 0 captures (${ran.length} of ${records.length} stories ran). A run that is not accepting must compare pictures.`;
  }
  // A failed story is red already; a passed one that left no captures skipped its checks.
  const unchecked = ran.filter((record) => record.state === 'passed' && !record.visual);
  const expected = ran.reduce((sum, record) => sum + (record.visual?.expected ?? 0), 0);
  if (unchecked.length === 0 && compared >= expected) return undefined;
  const names = unchecked.slice(0, 5).map((record) => record.name);
  return [
    `The story run compared ${compared} of the ${expected} captures its ${ran.length} stories selected.`,
    unchecked.length > 0
      ? `${unchecked.length} passed without any capture: ${names.join(', ')}${unchecked.length > names.length ? ', …' : ''}`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
}
