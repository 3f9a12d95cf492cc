import { Button } from '@ccnets/design-system';
import { useTranslation } from 'react-i18next';
import { apiKeys, type ApiKeyEntry } from '../../../../api/api-keys';
import { currentIdToken } from '../../../../auth/id-token';
import { serverErrorText } from '../../../../i18n/server-error-text';
import { ConfirmActionDialog } from '../../confirm-action-dialog';

/** "Revoke" behind a confirmation naming the key and what happens to its sessions. */
export function RevokeKeyDialog({ entry, onRevoked }: { entry: ApiKeyEntry; onRevoked(): void }) {
  const { t } = useTranslation();
  return (
    <ConfirmActionDialog
      trigger={
        <Button variant="outlined" size="sm">
          {t('userArea.apiKeys.revoke', { name: entry.name })}
        </Button>
      }
      title={t('userArea.apiKeys.revokeTitle', { name: entry.name })}
      description={t('userArea.apiKeys.revokeDescription')}
      confirmLabel={t('userArea.apiKeys.revokeConfirm')}
      cancelLabel={t('userArea.apiKeys.cancel')}
      action={async () => {
        await apiKeys().revoke(entry.id, await currentIdToken());
        onRevoked();
      }}
      failureText={(error) => serverErrorText(error, t, t('userArea.apiKeys.revokeFailed'))}
    />
  );
}
