import { Alert, Button } from '@ccnets/design-system';
import { DashboardCard, LimitField } from '@remoterl/portal-ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { userArea, type UserSettings, type UserSettingsChange } from '../../../api/user-area';
import { currentIdToken } from '../../../auth/id-token';
import { useNotify } from '../../../hooks/use-notify';
import { serverErrorText } from '../../../i18n/server-error-text';
import type { SettingsRecord } from './use-settings';

export interface SettingFieldCardProps {
  record: SettingsRecord;
  /** The texts' key prefix: title, description, label, hint, save, saved, invalid, loadFailed, saveFailed, retry, loading. */
  texts: string;
  icon: ReactNode;
  /** The field's text for the saved settings. */
  show(settings: UserSettings): string;
  /** The change to save for what was typed, or undefined when it is not a valid value. */
  parse(text: string): UserSettingsChange | undefined;
  /** A line under the form about the saved value, e.g. the limit in the user's money format. */
  summary?(settings: UserSettings): ReactNode;
}

/**
 * One setting kept on the server, in a card with a field and Save. What was typed stays on
 * errors and when another card saves; a double click saves once.
 */
export function SettingFieldCard({ record, texts, icon, show, parse, summary }: SettingFieldCardProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { settings } = record;
  // Undefined until the user types: the field shows the saved value until then.
  const [typed, setTyped] = useState<string>();
  const [invalid, setInvalid] = useState(false);
  const [saving, setSaving] = useState(false);
  const text = typed ?? (settings ? show(settings) : '');

  const save = async () => {
    if (saving) return;
    const change = parse(text);
    setInvalid(change === undefined);
    if (change === undefined) return;
    setSaving(true);
    try {
      const saved = await userArea().saveSettings(change, await currentIdToken());
      setTyped(undefined);
      record.onSaved(saved);
      notify('success', t(`${texts}.saved`), { id: texts });
    } catch (error) {
      console.error(`The setting ${texts} could not be saved.`, error);
      notify('error', serverErrorText(error, t, t(`${texts}.saveFailed`)), { id: texts });
    } finally {
      setSaving(false);
    }
  };

  return (
    <DashboardCard
      span={2}
      icon={icon}
      title={t(`${texts}.title`)}
      description={t(`${texts}.description`)}
      aria-busy={(!settings && !record.loadFailed) || undefined}
    >
      {record.loadFailed ? (
        <Alert
          variant="error"
          action={
            <Button size="sm" variant="outlined" onClick={record.retry}>
              {t(`${texts}.retry`)}
            </Button>
          }
        >
          {t(`${texts}.loadFailed`)}
        </Alert>
      ) : (
        <LimitField
          value={text}
          onValueChange={(value) => {
            setTyped(value);
            setInvalid(false);
          }}
          onSave={() => void save()}
          invalid={invalid}
          saving={saving}
          disabled={!settings}
          summary={settings && summary ? summary(settings) : undefined}
          labels={{
            label: t(`${texts}.label`),
            hint: t(`${texts}.hint`),
            invalid: t(`${texts}.invalid`),
            save: t(`${texts}.save`),
            loading: t(`${texts}.loading`),
          }}
        />
      )}
    </DashboardCard>
  );
}
