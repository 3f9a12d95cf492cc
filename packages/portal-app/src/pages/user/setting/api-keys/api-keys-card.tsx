import { Alert, Button } from '@ccnets/design-system';
import { ApiKeyList, DashboardCard } from '@remoterl/portal-ui';
import { KeyRound } from '@ccnets/design-system/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiKeys, type ApiKeyEntry, type ApiKeyList as KeyList } from '../../../../api/api-keys';
import { useFormatMoney } from '../../../../i18n/format-money';
import { readyData, useSignedInResource, type ResourceLoader } from '../../use-signed-in-resource';
import { CreateKeyForm } from './create-key-form';
import { KeyLimitEditor } from './key-limit-editor';
import { RevokeKeyDialog } from './revoke-key-dialog';

const loadKeys: ResourceLoader<KeyList> = (idToken, signal) => apiKeys().list(idToken, { signal });

/**
 * The account's keys (docs/decisions.md, "Named API keys"): the primary one, which the dashboard
 * shows and regenerates, and named ones, each revocable on its own, with when each was last used,
 * its own spend limit (edited in its row) and what it spent this month.
 */
export function ApiKeysCard() {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const { state, retry } = useSignedInResource(loadKeys, 'API keys');
  // The last list stays on screen while a change reloads it, so the rows do not flicker.
  const ready = readyData(state);
  const [list, setList] = useState<KeyList>();
  if (ready && ready !== list) setList(ready);
  // The key whose limit is being edited, if any: one at a time.
  const [editing, setEditing] = useState<string>();
  const nameOf = (entry: ApiKeyEntry) => entry.name ?? t('userArea.apiKeys.primary');
  const key = (name: string) => `userArea.apiKeys.${name}`;

  return (
    <DashboardCard
      span={2}
      icon={<KeyRound />}
      title={t(key('title'))}
      description={t(key('description'))}
      aria-busy={state.status === 'loading' || undefined}
    >
      {state.status === 'error' && !list ? (
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
          <ApiKeyList
            keys={list?.keys ?? []}
            max={list?.max ?? 0}
            formatMoney={formatMoney}
            labels={{
              list: t(key('list')),
              primary: t(key('primary')),
              // The block fills in the values: pass its placeholders through.
              created: t(key('created'), { date: '{date}' }),
              lastUsed: t(key('lastUsed'), { date: '{date}' }),
              neverUsed: t(key('neverUsed')),
              limit: t(key('limit'), { limit: '{limit}' }),
              noLimit: t(key('noLimit')),
              spent: t(key('spent'), { amount: '{amount}' }),
              count: list ? t(key('count'), { count: list.keys.length, max: list.max }) : '',
            }}
            actions={(entry) => (
              <>
                <Button
                  size="sm"
                  variant="outlined"
                  aria-expanded={editing === entry.id}
                  onClick={() => setEditing(editing === entry.id ? undefined : entry.id)}
                >
                  {t(key('setLimit'), { name: nameOf(entry) })}
                </Button>
                {entry.primary ? (
                  <span className="text-sm text-ds-muted">{t(key('primaryNote'))}</span>
                ) : (
                  <RevokeKeyDialog entry={entry} onRevoked={retry} />
                )}
              </>
            )}
            editor={(entry) =>
              editing === entry.id ? (
                <KeyLimitEditor
                  entry={entry}
                  name={nameOf(entry)}
                  onSaved={() => {
                    setEditing(undefined);
                    retry();
                  }}
                />
              ) : null
            }
          />
          <CreateKeyForm full={list ? list.keys.length >= list.max : true} onCreated={retry} />
        </div>
      )}
    </DashboardCard>
  );
}
