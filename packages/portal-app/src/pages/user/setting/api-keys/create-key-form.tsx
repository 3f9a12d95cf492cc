import { Button, CopyField, TextField } from '@ccnets/design-system';
import { API_KEY_LIMITS } from '@remoterl/product';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiKeys } from '../../../../api/api-keys';
import { currentIdToken } from '../../../../auth/id-token';
import { useNotify } from '../../../../hooks/use-notify';
import { serverErrorText } from '../../../../i18n/server-error-text';

/**
 * Names and creates a key, then shows it once with a copy button: the list shows fingerprints
 * only. What was typed stays on errors; a double click creates one key.
 */
export function CreateKeyForm({ full, onCreated }: { full: boolean; onCreated(): void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState<{ name: string; apiKey: string }>();
  const running = useRef(false);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    const trimmed = name.trim();
    const valid = trimmed.length > 0 && trimmed.length <= API_KEY_LIMITS.maxNameLength;
    setInvalid(!valid);
    if (!valid) return;
    running.current = true;
    setPending(true);
    try {
      const answer = await apiKeys().create(trimmed, await currentIdToken());
      setCreated({ name: trimmed, apiKey: answer.apiKey });
      setName('');
      onCreated();
    } catch (error) {
      console.error('The key could not be created.', error);
      notify('error', serverErrorText(error, t, t('userArea.apiKeys.createFailed')), { id: 'api-keys' });
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {created ? (
        <CopyField
          label={t('userArea.apiKeys.newKey', { name: created.name })}
          value={created.apiKey}
          helperText={t('userArea.apiKeys.newKeyHint')}
          copyLabel={t('userArea.apiKeys.copy')}
          copiedLabel={t('userArea.apiKeys.copied')}
        />
      ) : null}
      <form noValidate onSubmit={(event) => void create(event)} className="flex flex-wrap items-start gap-3">
        <TextField
          label={t('userArea.apiKeys.name')}
          value={name}
          maxLength={API_KEY_LIMITS.maxNameLength}
          disabled={full}
          onChange={(event) => {
            setName(event.target.value);
            setInvalid(false);
          }}
          helperText={
            invalid
              ? undefined
              : full
                ? t('userArea.apiKeys.full', { max: API_KEY_LIMITS.perAccount })
                : t('userArea.apiKeys.nameHint', { max: API_KEY_LIMITS.maxNameLength })
          }
          errorText={
            invalid ? t('userArea.apiKeys.nameInvalid', { max: API_KEY_LIMITS.maxNameLength }) : undefined
          }
          className="min-w-48 flex-1"
        />
        <Button type="submit" loading={pending} disabled={full} className="mt-7">
          {t('userArea.apiKeys.create')}
        </Button>
      </form>
    </div>
  );
}
