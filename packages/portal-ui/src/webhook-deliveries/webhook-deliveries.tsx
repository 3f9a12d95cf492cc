'use client';

import { Button, formatMessage, useLocale } from '@ccnets/design-system';
import type { WebhookDelivery } from '@remoterl/contract/webhooks';
import { useId } from 'react';
import { formatDateTime } from '../live-sessions/format-live-figures';

export interface WebhookDeliveriesLabels {
  title: string;
  refresh: string;
  loading: string;
  empty: string;
  time: string;
  event: string;
  status: string;
  attempts: string;
  /** `{code}`: the receiver's HTTP status. */
  delivered: string;
  /** `{code}`: the receiver's last HTTP status. */
  failed: string;
  /** Failed, and the receiver never answered (refused, timed out). */
  failedNoAnswer: string;
  /** Tries remain. */
  pending: string;
  /** Each alert kind's name. */
  kinds: Readonly<Record<WebhookDelivery['kind'], string>>;
}

export const defaultWebhookDeliveriesLabels: WebhookDeliveriesLabels = {
  title: 'Recent deliveries',
  refresh: 'Refresh',
  loading: 'Loading deliveries…',
  empty: 'No deliveries yet. Alerts sent from now on are listed here.',
  time: 'Time',
  event: 'Event',
  status: 'Status',
  attempts: 'Attempts',
  delivered: 'Delivered ({code})',
  failed: 'Failed ({code})',
  failedNoAnswer: 'Failed (no answer)',
  pending: 'Retrying',
  kinds: {
    spendLimit: 'Spend limit',
    lowCredit: 'Low credit',
    freeAllowance: 'Free BASIC data',
    sessionStopped: 'Sessions stopped',
  },
};

export interface WebhookDeliveriesProps {
  /** Newest first; undefined before the first load. */
  deliveries: readonly WebhookDelivery[] | undefined;
  loading?: boolean;
  onRefresh(): void;
  labels?: Partial<WebhookDeliveriesLabels>;
}

/**
 * A webhook's latest deliveries (docs/decisions.md, "Alerts"): when, which alert, its status
 * with the receiver's answer, and how many tries it took.
 */
export function WebhookDeliveries({
  deliveries,
  loading = false,
  onRefresh,
  labels: labelOverrides,
}: WebhookDeliveriesProps) {
  const labels = { ...defaultWebhookDeliveriesLabels, ...labelOverrides };
  const locale = useLocale();
  const headingId = useId();
  const statusOf = (delivery: WebhookDelivery) =>
    delivery.status === 'delivered'
      ? formatMessage(labels.delivered, { code: delivery.lastStatusCode ?? '' })
      : delivery.status === 'failed'
        ? delivery.lastStatusCode === null
          ? labels.failedNoAnswer
          : formatMessage(labels.failed, { code: delivery.lastStatusCode })
        : labels.pending;
  const cell = 'py-2 pr-4';

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="font-medium text-ds-foreground">
          {labels.title}
        </h3>
        <Button size="sm" variant="outlined" onClick={onRefresh} loading={loading}>
          {labels.refresh}
        </Button>
      </div>
      {loading && !deliveries ? (
        <p className="text-sm text-ds-muted" role="status">
          {labels.loading}
        </p>
      ) : !deliveries || deliveries.length === 0 ? (
        <p className="text-sm text-ds-muted">{labels.empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table aria-labelledby={headingId} className="w-full text-left text-sm">
            <thead className="text-ds-muted">
              <tr>
                <th scope="col" className={`${cell} font-medium`}>
                  {labels.time}
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  {labels.event}
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  {labels.status}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {labels.attempts}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ds-border text-ds-foreground">
              {deliveries.map((delivery) => (
                <tr key={delivery.eventId}>
                  <td className={cell}>
                    <time dateTime={delivery.createdAt}>{formatDateTime(delivery.createdAt, locale)}</time>
                  </td>
                  <td className={cell}>{labels.kinds[delivery.kind]}</td>
                  <td className={cell}>{statusOf(delivery)}</td>
                  <td className="py-2">{delivery.attempts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
