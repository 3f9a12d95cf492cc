import { Alert, Button } from '@ccnets/design-system';
import { AlertPreferences, DashboardCard, type AlertPreferencesLabels } from '@remoterl/portal-ui';
import { Mail } from '@ccnets/design-system/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ALERT_KINDS,
  userArea,
  type AlertKind,
  type UserSettings,
  type UserSettingsChange,
} from '../../../api/user-area';
import { currentIdToken } from '../../../auth/id-token';
import { useNotify } from '../../../hooks/use-notify';
import { serverErrorText } from '../../../i18n/server-error-text';
import type { SettingsRecord } from './use-settings';

/**
 * Which alerts are e-mailed, and in which language (docs/decisions.md, "Alerts"). Each change
 * saves at once and shows at once; a refused save puts the switch back and says why.
 */
export function AlertPreferencesCard({ record }: { record: SettingsRecord }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { settings } = record;
  const [pending, setPending] = useState<AlertKind | 'language'>();
  // Shown at once while the save runs; the record's value again once it answers.
  const [shown, setShown] = useState<UserSettings>();
  const current = shown ?? settings;

  const save = async (what: AlertKind | 'language', change: UserSettingsChange, optimistic: UserSettings) => {
    setShown(optimistic);
    setPending(what);
    try {
      record.onSaved(await userArea().saveSettings(change, await currentIdToken()));
      notify('success', t('userArea.alerts.saved'), { id: 'alert-preferences' });
    } catch (error) {
      console.error('The alert preferences could not be saved.', error);
      notify('error', serverErrorText(error, t, t('userArea.alerts.saveFailed')), {
        id: 'alert-preferences',
      });
    } finally {
      setShown(undefined);
      setPending(undefined);
    }
  };

  return (
    <DashboardCard
      span={2}
      icon={<Mail />}
      title={t('userArea.alerts.title')}
      description={t('userArea.alerts.description')}
      aria-busy={(!settings && !record.loadFailed) || undefined}
    >
      {record.loadFailed ? (
        <Alert
          variant="error"
          action={
            <Button size="sm" variant="outlined" onClick={record.retry}>
              {t('userArea.alerts.retry')}
            </Button>
          }
        >
          {t('userArea.alerts.loadFailed')}
        </Alert>
      ) : (
        <AlertPreferences
          alerts={current?.alerts}
          language={current?.alertLanguage}
          pending={pending}
          onAlertChange={(kind, on) => {
            if (!settings || pending) return;
            void save(
              kind,
              { alerts: { [kind]: on } },
              { ...settings, alerts: { ...settings.alerts, [kind]: on } },
            );
          }}
          onLanguageChange={(language) => {
            if (!current || pending) return;
            void save('language', { alertLanguage: language }, { ...current, alertLanguage: language });
          }}
          labels={{
            kinds: Object.fromEntries(
              ALERT_KINDS.map((kind) => [
                kind,
                {
                  label: t(`userArea.alerts.kinds.${kind}.label`),
                  hint: t(`userArea.alerts.kinds.${kind}.hint`),
                },
              ]),
            ) as AlertPreferencesLabels['kinds'],
            language: t('userArea.alerts.language'),
          }}
        />
      )}
    </DashboardCard>
  );
}
