import { Alert, Button, TextField } from '@ccnets/design-system';
import { DashboardCard } from '@remoterl/portal-ui';
import { useState, type FormEvent, type ReactNode } from 'react';
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

  const save = async (event: FormEvent) => {
    event.preventDefault();
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
        <form noValidate onSubmit={(event) => void save(event)} className="flex flex-wrap items-start gap-3">
          <TextField
            label={t(`${texts}.label`)}
            inputMode="numeric"
            value={text}
            disabled={!settings}
            placeholder={settings ? undefined : t(`${texts}.loading`)}
            onChange={(event) => {
              setTyped(event.target.value);
              setInvalid(false);
            }}
            helperText={invalid ? undefined : t(`${texts}.hint`)}
            errorText={invalid ? t(`${texts}.invalid`) : undefined}
            className="min-w-48 flex-1"
          />
          <Button type="submit" loading={saving} disabled={!settings} className="mt-7">
            {t(`${texts}.save`)}
          </Button>
          {settings && summary ? <p className="w-full text-sm text-ds-muted">{summary(settings)}</p> : null}
        </form>
      )}
    </DashboardCard>
  );
}
