import { Alert, Button, CopyField } from '@ccnets/design-system';
import { DashboardCard } from '@remoterl/portal-ui';
import { Webhook } from '@ccnets/design-system/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { webhooks, type WebhookDelivery, type WebhookSettings } from '../../../../api/webhooks';
import { readyData, useSignedInResource, type ResourceLoader } from '../../use-signed-in-resource';
import { RotateSecretDialog } from './rotate-secret-dialog';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookUrlForm } from './webhook-url-form';

interface WebhookRecord {
  settings: WebhookSettings;
  deliveries: WebhookDelivery[];
}

// The URL, secret and deliveries load together: one loading state and one error for the card.
const loadWebhook: ResourceLoader<WebhookRecord> = async (idToken, signal) => {
  const [settings, deliveries] = await Promise.all([
    webhooks().settings(idToken, { signal }),
    webhooks().deliveries(idToken, { signal }),
  ]);
  return { settings, deliveries };
};

/**
 * The account's webhook (docs/decisions.md, "Alerts"): where alerts are POSTed, the secret that
 * signs them (revealed on request, replaced behind a confirmation) and the latest deliveries.
 */
export function WebhookCard() {
  const { t } = useTranslation();
  const { state, retry } = useSignedInResource(loadWebhook, 'Webhook');
  // The last record stays on screen while Refresh reloads it, so the list does not flicker.
  const ready = readyData(state);
  const [loaded, setLoaded] = useState<WebhookRecord>();
  if (ready && ready !== loaded) setLoaded(ready);
  // A save or rotation answers the settings now in force; they replace the loaded ones.
  const [saved, setSaved] = useState<WebhookSettings>();
  const settings = saved ?? loaded?.settings;
  const key = (name: string) => `userArea.webhook.${name}`;

  return (
    <DashboardCard
      span={2}
      icon={<Webhook />}
      title={t(key('title'))}
      description={t(key('description'))}
      aria-busy={state.status === 'loading' || undefined}
    >
      {state.status === 'error' && !loaded ? (
        <Alert
          variant="error"
          action={
            <Button size="sm" variant="outlined" onClick={retry}>
              {t(key('retry'))}
            </Button>
          }
        >
          {t(key('loadFailed'))}
        </Alert>
      ) : (
        <div className="flex flex-col gap-6">
          <WebhookUrlForm current={settings} onSaved={setSaved} />
          {settings?.secret ? (
            <div className="flex flex-wrap items-end gap-3">
              <CopyField
                label={t(key('secret'))}
                value={settings.secret}
                masked
                visibleCharacters={6}
                helperText={t(key('secretHint'))}
                revealLabel={t(key('reveal'))}
                copyLabel={t(key('copy'))}
                copiedLabel={t(key('copied'))}
                className="min-w-64 flex-1"
              />
              <RotateSecretDialog onRotated={setSaved} />
            </div>
          ) : null}
          <WebhookDeliveries
            deliveries={loaded?.deliveries}
            loading={state.status === 'loading'}
            onRefresh={retry}
          />
        </div>
      )}
    </DashboardCard>
  );
}
