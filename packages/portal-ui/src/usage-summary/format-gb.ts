const gb = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** "0.42 GB": the default way usage blocks show amounts of data; apps pass their own per locale. */
export function formatGb(amount: number): string {
  return `${gb.format(amount)} GB`;
}
