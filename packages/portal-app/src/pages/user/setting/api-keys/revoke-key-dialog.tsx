import { Alert, Button, Dialog, DialogClose } from '@ccnets/design-system';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiKeys, type ApiKeyEntry } from '../../../../api/api-keys';
import { currentIdToken } from '../../../../auth/id-token';
import { serverErrorText } from '../../../../i18n/server-error-text';

/**
 * "Revoke" behind a confirmation naming the key and what happens to its sessions. A failure
 * shows inside the dialog; a second click while the request runs does nothing.
 */
export function RevokeKeyDialog({ entry, onRevoked }: { entry: ApiKeyEntry; onRevoked(): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const running = useRef(false);

  const revoke = async () => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setFailure(undefined);
    try {
      await apiKeys().revoke(entry.id, await currentIdToken());
      setOpen(false);
      onRevoked();
    } catch (error) {
      console.error('The key could not be revoked.', error);
      setFailure(serverErrorText(error, t, t('userArea.apiKeys.revokeFailed')));
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        setFailure(undefined);
      }}
      trigger={
        <Button variant="outlined" size="sm">
          {t('userArea.apiKeys.revoke', { name: entry.name })}
        </Button>
      }
      title={t('userArea.apiKeys.revokeTitle', { name: entry.name })}
      description={t('userArea.apiKeys.revokeDescription')}
      closeLabel={t('userArea.apiKeys.cancel')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outlined" disabled={pending}>
              {t('userArea.apiKeys.cancel')}
            </Button>
          </DialogClose>
          <Button variant="danger" loading={pending} onClick={() => void revoke()}>
            {t('userArea.apiKeys.revokeConfirm')}
          </Button>
        </>
      }
    >
      {failure ? <Alert variant="error">{failure}</Alert> : null}
    </Dialog>
  );
}
