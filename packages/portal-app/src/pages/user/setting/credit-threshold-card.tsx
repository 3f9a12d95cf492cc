import { Alert, Button, TextField } from '@ccnets/design-system';
import { DashboardCard } from '@remoterl/portal-ui';
import { LOW_CREDIT_THRESHOLD } from '@remoterl/product';
import { BellRing } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { userArea } from '../../../api/user-area';
import { currentIdToken } from '../../../auth/id-token';
import { serverErrorText } from '../../../i18n/server-error-text';
import { useNotify } from '../../../hooks/use-notify';

type LoadState = 'loading' | 'error' | 'ready';

/** Whole dollars within the product's range, or undefined. */
function parseThreshold(text: string): number | undefined {
  if (!/^\s*\d+\s*$/.test(text)) return undefined;
  const value = Number(text);
  return value >= LOW_CREDIT_THRESHOLD.min && value <= LOW_CREDIT_THRESHOLD.max ? value : undefined;
}

/** The low-credit threshold (default $5), kept on the server. What was typed stays on errors. */
export function CreditThresholdCard() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [load, setLoad] = useState<LoadState>('loading');
  const [attempt, setAttempt] = useState(0);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    currentIdToken()
      .then((idToken) => userArea().fetchSettings(idToken, { signal: controller.signal }))
      .then(
        (settings) => {
          if (controller.signal.aborted) return;
          setText(String(settings.lowCreditThreshold));
          setLoad('ready');
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Settings could not be loaded.', error);
          setLoad('error');
        },
      );
    return () => controller.abort();
  }, [attempt]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const value = parseThreshold(text);
    setInvalid(value === undefined);
    if (value === undefined) return;
    setSaving(true);
    try {
      const saved = await userArea().saveSettings({ lowCreditThreshold: value }, await currentIdToken());
      setText(String(saved.lowCreditThreshold));
      notify('success', t('userArea.creditThreshold.saved'), { id: 'credit-threshold' });
    } catch (error) {
      console.error('The threshold could not be saved.', error);
      notify('error', serverErrorText(error, t, t('userArea.creditThreshold.saveFailed')), {
        id: 'credit-threshold',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <DashboardCard
      span={2}
      icon={<BellRing />}
      title={t('userArea.creditThreshold.title')}
      description={t('userArea.creditThreshold.description')}
      aria-busy={load === 'loading' || undefined}
    >
      {load === 'error' ? (
        <Alert
          variant="error"
          action={
            <Button
              size="sm"
              variant="outlined"
              onClick={() => {
                setLoad('loading');
                setAttempt((count) => count + 1);
              }}
            >
              {t('userArea.creditThreshold.retry')}
            </Button>
          }
        >
          {t('userArea.creditThreshold.loadFailed')}
        </Alert>
      ) : (
        <form noValidate onSubmit={(event) => void save(event)} className="flex flex-wrap items-start gap-3">
          <TextField
            label={t('userArea.creditThreshold.label')}
            inputMode="numeric"
            value={text}
            disabled={load === 'loading'}
            placeholder={load === 'loading' ? t('userArea.creditThreshold.loading') : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setInvalid(false);
            }}
            helperText={invalid ? undefined : t('userArea.creditThreshold.hint')}
            errorText={invalid ? t('userArea.creditThreshold.invalid') : undefined}
            className="min-w-48 flex-1"
          />
          <Button type="submit" loading={saving} disabled={load !== 'ready'} className="mt-7">
            {t('userArea.creditThreshold.save')}
          </Button>
        </form>
      )}
    </DashboardCard>
  );
}
