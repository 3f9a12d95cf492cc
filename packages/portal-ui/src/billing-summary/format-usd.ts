const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$20.00": the default way billing blocks show dollar amounts; apps pass their own for other locales. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}
