import { Button, TextField } from '@ccnets/design-system';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_URL_MAX_LENGTH, webhooks, type WebhookSettings } from '../../../../api/webhooks';
import { currentIdToken } from '../../../../auth/id-token';
import { useNotify } from '../../../../hooks/use-notify';
import { serverErrorText } from '../../../../i18n/server-error-text';

/**
 * The webhook URL: save a new one or remove it. The server decides what is allowed (https: to a
 * public address in production) and its refusal shows under the field; the typed text stays.
 */
export function WebhookUrlForm({
  current,
  onSaved,
}: {
  /** Undefined while the card loads. */
  current: WebhookSettings | undefined;
  onSaved(settings: WebhookSettings): void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [draft, setDraft] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [pending, setPending] = useState<'save' | 'remove'>();
  const running = useRef(false);
  const value = draft ?? current?.url ?? '';
  const key = (name: string) => `userArea.webhook.${name}`;

  const send = async (url: string | null, action: 'save' | 'remove') => {
    if (running.current) return;
    running.current = true;
    setPending(action);
    setProblem(undefined);
    try {
      const saved = await webhooks().save(url, await currentIdToken());
      setDraft(undefined);
      onSaved(saved);
      notify('success', t(key(action === 'save' ? 'saved' : 'removed')), { id: 'webhook' });
    } catch (error) {
      console.error('The webhook could not be saved.', error);
      setProblem(serverErrorText(error, t, t(key('saveFailed'))));
    } finally {
      running.current = false;
      setPending(undefined);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (trimmed === '') {
      setProblem(t(key('urlRequired')));
      return;
    }
    void send(trimmed, 'save');
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-3">
      <TextField
        label={t(key('url'))}
        type="url"
        inputMode="url"
        placeholder="https://example.com/remoterl"
        value={value}
        maxLength={WEBHOOK_URL_MAX_LENGTH}
        disabled={!current}
        onChange={(event) => {
          setDraft(event.target.value);
          setProblem(undefined);
        }}
        helperText={problem ? undefined : t(key('urlHint'))}
        errorText={problem}
        className="min-w-64 flex-1"
      />
      <div className="mt-7 flex gap-2">
        <Button type="submit" loading={pending === 'save'} disabled={!current || pending === 'remove'}>
          {t(key('save'))}
        </Button>
        {current?.url ? (
          <Button
            type="button"
            variant="outlined"
            loading={pending === 'remove'}
            disabled={pending === 'save'}
            onClick={() => void send(null, 'remove')}
          >
            {t(key('remove'))}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
