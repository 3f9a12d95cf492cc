import { WebhookDeliveries as DeliveriesBlock } from '@remoterl/portal-ui';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '../../../../api/webhooks';

/** The latest deliveries, newest first, in the user's language (the block is portal-ui's). */
export function WebhookDeliveries({
  deliveries,
  loading,
  onRefresh,
}: {
  deliveries: WebhookDelivery[] | undefined;
  loading: boolean;
  onRefresh(): void;
}) {
  const { t } = useTranslation();
  const key = (name: string) => `userArea.webhook.${name}`;
  return (
    <DeliveriesBlock
      deliveries={deliveries}
      loading={loading}
      onRefresh={onRefresh}
      labels={{
        title: t(key('deliveries')),
        refresh: t(key('refresh')),
        loading: t(key('loading')),
        empty: t(key('empty')),
        time: t(key('time')),
        event: t(key('event')),
        status: t(key('statusColumn')),
        attempts: t(key('attempts')),
        // The block fills in the status code: pass its placeholder through.
        delivered: t(key('status.delivered'), { code: '{code}' }),
        failed: t(key('status.failed'), { code: '{code}' }),
        failedNoAnswer: t(key('status.failedNoAnswer')),
        pending: t(key('status.pending')),
        kinds: {
          spendLimit: t(key('kinds.spendLimit')),
          lowCredit: t(key('kinds.lowCredit')),
          freeAllowance: t(key('kinds.freeAllowance')),
          sessionStopped: t(key('kinds.sessionStopped')),
        },
      }}
    />
  );
}
