import { Button } from '@ccnets/design-system';
import { RefreshCw } from '@ccnets/design-system/icons';
import { useTranslation } from 'react-i18next';
import { userArea } from '../../../api/user-area';
import { currentIdToken } from '../../../auth/id-token';
import { serverErrorText } from '../../../i18n/server-error-text';
import { useAccount } from '../../../account';
import { useNotify } from '../../../hooks/use-notify';
import { ConfirmActionDialog } from '../confirm-action-dialog';

/**
 * "Regenerate key" behind a confirmation that says the old key stops at once. The store gets
 * the new key, so the masked field and the Quick Start examples follow it. The backend answers
 * a repeated request with the same key, so even a request sent twice rotates once.
 */
export function RegenerateKey() {
  const { t } = useTranslation();
  const notify = useNotify();
  const apiKey = useAccount((state) => state.apiKey);
  const setUser = useAccount((state) => state.setUser);
  return (
    <ConfirmActionDialog
      trigger={
        <Button variant="danger" size="sm" startIcon={<RefreshCw />} disabled={!apiKey}>
          {t('userArea.apiKeyRotation.open')}
        </Button>
      }
      title={t('userArea.apiKeyRotation.title')}
      description={t('userArea.apiKeyRotation.description')}
      confirmLabel={t('userArea.apiKeyRotation.confirm')}
      cancelLabel={t('userArea.apiKeyRotation.cancel')}
      action={async () => {
        if (!apiKey) return;
        setUser({ apiKey: await userArea().rotateApiKey(apiKey, await currentIdToken()) });
      }}
      // A key replaced elsewhere (api_key_stale) says to reload; anything else, to try again.
      failureText={(error) => serverErrorText(error, t, t('userArea.apiKeyRotation.failed'))}
      onClosedAfterSuccess={() =>
        notify('success', t('userArea.apiKeyRotation.done'), { id: 'api-key-rotation' })
      }
    />
  );
}
