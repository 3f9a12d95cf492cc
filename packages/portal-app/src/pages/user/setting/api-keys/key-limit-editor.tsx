import { LimitField } from '@remoterl/portal-ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiKeys, type ApiKeyEntry } from '../../../../api/api-keys';
import { currentIdToken } from '../../../../auth/id-token';
import { useNotify } from '../../../../hooks/use-notify';
import { serverErrorText } from '../../../../i18n/server-error-text';
import { parseSpendLimit } from '../spend-limit-card';

/**
 * One key's own monthly spend limit, edited in its row of the key list (docs/decisions.md,
 * "Spend limits"): empty removes it. A value the product refuses is said in words and nothing is
 * sent; what was typed stays on errors; a double click saves once.
 */
export function KeyLimitEditor({
  entry,
  name,
  onSaved,
}: {
  entry: ApiKeyEntry;
  /** How the list names the key (the primary key has no name of its own). */
  name: string;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [text, setText] = useState(entry.monthlySpendLimit === null ? '' : String(entry.monthlySpendLimit));
  const [invalid, setInvalid] = useState(false);
  const [saving, setSaving] = useState(false);
  const running = useRef(false);

  const save = async () => {
    if (running.current) return;
    const change = parseSpendLimit(text);
    setInvalid(change === undefined);
    if (change === undefined) return;
    running.current = true;
    setSaving(true);
    try {
      await apiKeys().setSpendLimit(entry.id, change.monthlySpendLimit, await currentIdToken());
      notify('success', t('userArea.apiKeys.limitSaved', { name }), { id: `key-limit-${entry.id}` });
      onSaved();
    } catch (error) {
      console.error('The key’s spend limit could not be saved.', error);
      notify('error', serverErrorText(error, t, t('userArea.apiKeys.limitSaveFailed')), {
        id: `key-limit-${entry.id}`,
      });
    } finally {
      running.current = false;
      setSaving(false);
    }
  };

  return (
    <LimitField
      value={text}
      onValueChange={(value) => {
        setText(value);
        setInvalid(false);
      }}
      onSave={() => void save()}
      invalid={invalid}
      saving={saving}
      labels={{
        label: t('userArea.apiKeys.limitLabel', { name }),
        hint: t('userArea.apiKeys.limitHint'),
        invalid: t('userArea.spendLimit.invalid'),
        save: t('userArea.apiKeys.limitSave'),
      }}
    />
  );
}
