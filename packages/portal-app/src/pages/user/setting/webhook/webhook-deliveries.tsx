import { Button } from '@ccnets/design-system';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '../../../../api/webhooks';

/** The latest deliveries, newest first: when, which alert, its status and how many tries. */
export function WebhookDeliveries({
  deliveries,
  loading,
  onRefresh,
}: {
  deliveries: WebhookDelivery[] | undefined;
  loading: boolean;
  onRefresh(): void;
}) {
  const { t, i18n } = useTranslation();
  const moment = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  const key = (name: string) => `userArea.webhook.${name}`;
  const status = (delivery: WebhookDelivery) =>
    delivery.status === 'delivered'
      ? t(key('status.delivered'), { code: delivery.lastStatusCode })
      : delivery.status === 'failed'
        ? delivery.lastStatusCode === null
          ? t(key('status.failedNoAnswer'))
          : t(key('status.failed'), { code: delivery.lastStatusCode })
        : t(key('status.pending'));

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h3 id="webhook-deliveries" className="font-medium text-ds-foreground">
          {t(key('deliveries'))}
        </h3>
        <Button size="sm" variant="outlined" onClick={onRefresh} loading={loading}>
          {t(key('refresh'))}
        </Button>
      </div>
      {loading && !deliveries ? (
        <p className="text-sm text-ds-muted" role="status">
          {t(key('loading'))}
        </p>
      ) : !deliveries || deliveries.length === 0 ? (
        <p className="text-sm text-ds-muted">{t(key('empty'))}</p>
      ) : (
        <div className="overflow-x-auto">
          <table aria-labelledby="webhook-deliveries" className="w-full text-left text-sm">
            <thead className="text-ds-muted">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t(key('time'))}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t(key('event'))}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t(key('statusColumn'))}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t(key('attempts'))}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ds-border text-ds-foreground">
              {deliveries.map((delivery) => (
                <tr key={delivery.eventId}>
                  <td className="py-2 pr-4">{moment.format(new Date(delivery.createdAt))}</td>
                  <td className="py-2 pr-4">{t(key(`kinds.${delivery.kind}`))}</td>
                  <td className="py-2 pr-4">{status(delivery)}</td>
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
