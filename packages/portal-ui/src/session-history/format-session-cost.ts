import { formatMessage } from '@ccnets/design-system';
import { formatBytes } from '../live-sessions/format-live-figures';
import type { EndedSession } from './ended-session';

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/**
 * "1.2 MB · $0.01" for pay-as-you-go, "1.2 MB · 0.1% of the allowance" for Free: the data
 * metered for the session's time and what it cost.
 */
export function formatSessionCost(
  session: Pick<EndedSession, 'meteredKilobytes' | 'costCents' | 'allowanceShare'>,
  locale: string,
  allowanceShare: string,
  formatMoney: (amount: number) => string = usd,
): string {
  const metered = formatBytes(session.meteredKilobytes * 1000, locale);
  if (session.costCents !== null) return `${metered} · ${formatMoney(session.costCents / 100)}`;
  if (session.allowanceShare !== null) {
    const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
      session.allowanceShare,
    );
    return `${metered} · ${formatMessage(allowanceShare, { share })}`;
  }
  return metered;
}
