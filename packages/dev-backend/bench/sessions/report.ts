/** The `q` quantile (0..1) of `values`, nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}

/** A Markdown table of [measure, value] rows. */
export function table(rows: readonly (readonly [string, string])[]): string {
  const width = Math.max(...rows.map(([name]) => name.length), 'measure'.length);
  return [
    `| ${'measure'.padEnd(width)} | value |`,
    `| ${'-'.repeat(width)} | ----- |`,
    ...rows.map(([name, value]) => `| ${name.padEnd(width)} | ${value} |`),
  ].join('\n');
}
