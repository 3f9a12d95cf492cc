import { Alert, Button } from '@ccnets/design-system';
import { DashboardCard } from '@remoterl/portal-ui';
import { KeyRound } from '@ccnets/design-system/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiKeys, type ApiKeyEntry, type ApiKeyList } from '../../../../api/api-keys';
import { readyData, useSignedInResource, type ResourceLoader } from '../../use-signed-in-resource';
import { CreateKeyForm } from './create-key-form';
import { RevokeKeyDialog } from './revoke-key-dialog';

const loadKeys: ResourceLoader<ApiKeyList> = (idToken, signal) => apiKeys().list(idToken, { signal });

/**
 * The account's keys (docs/decisions.md, "Named API keys"): the primary one, which the dashboard
 * shows and regenerates, and named ones, each revocable on its own, with when each was last used.
 */
export function ApiKeysCard() {
  const { t, i18n } = useTranslation();
  const { state, retry } = useSignedInResource(loadKeys, 'API keys');
  // The last list stays on screen while a change reloads it, so the rows do not flicker.
  const ready = readyData(state);
  const [list, setList] = useState<ApiKeyList>();
  if (ready && ready !== list) setList(ready);
  const language = i18n.resolvedLanguage ?? 'en';
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const moment = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const nameOf = (entry: ApiKeyEntry) => entry.name ?? t('userArea.apiKeys.primary');

  return (
    <DashboardCard
      span={2}
      icon={<KeyRound />}
      title={t('userArea.apiKeys.title')}
      description={t('userArea.apiKeys.description')}
      aria-busy={state.status === 'loading' || undefined}
    >
      {state.status === 'error' && !list ? (
        <Alert
          variant="error"
          action={
            <Button size="sm" variant="outlined" onClick={retry}>
              {t('userArea.apiKeys.retry')}
            </Button>
          }
        >
          {t('userArea.apiKeys.loadFailed')}
        </Alert>
      ) : (
        <div className="flex flex-col gap-6">
          <ul aria-label={t('userArea.apiKeys.list')} className="flex flex-col divide-y divide-ds-border">
            {(list?.keys ?? []).map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="flex min-w-0 flex-col gap-1">
                  <span className="font-medium text-ds-foreground">{nameOf(entry)}</span>
                  <span className="text-sm text-ds-muted">
                    <code className="font-mono">{entry.fingerprint}…</code>
                    {' · '}
                    {t('userArea.apiKeys.created', { date: day.format(new Date(entry.createdAt)) })}
                    {' · '}
                    {entry.lastUsedAt
                      ? t('userArea.apiKeys.lastUsed', { date: moment.format(new Date(entry.lastUsedAt)) })
                      : t('userArea.apiKeys.neverUsed')}
                  </span>
                </div>
                {entry.primary ? (
                  <span className="text-sm text-ds-muted">{t('userArea.apiKeys.primaryNote')}</span>
                ) : (
                  <RevokeKeyDialog entry={entry} onRevoked={retry} />
                )}
              </li>
            ))}
          </ul>
          {list ? (
            <p className="text-sm text-ds-muted">
              {t('userArea.apiKeys.count', { count: list.keys.length, max: list.max })}
            </p>
          ) : null}
          <CreateKeyForm full={list ? list.keys.length >= list.max : true} onCreated={retry} />
        </div>
      )}
    </DashboardCard>
  );
}
