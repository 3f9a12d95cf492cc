import { Alert, Button, Dialog, DialogClose } from '@ccnets/design-system';
import { RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userArea } from '../../../api/user-area';
import { currentIdToken } from '../../../auth/id-token';
import { serverErrorText } from '../../../i18n/server-error-text';
import { useAccountStore } from '../../../account/account-store';
import { useNotify } from '../../../hooks/use-notify';

/**
 * "Regenerate key" behind a confirmation that says the old key stops at once. The store gets
 * the new key, so the masked field and the Quick Start examples follow it. A second click while
 * the first request runs does nothing, and the backend answers a repeated request with the same
 * key, so a double click rotates once.
 */
export function RegenerateKey() {
  const { t } = useTranslation();
  const notify = useNotify();
  const apiKey = useAccountStore((state) => state.apiKey);
  const setUser = useAccountStore((state) => state.setUser);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  // A toast raised while the modal is open is dismissed when focus returns to the page, so
  // the success toast waits until the dialog has closed; failures show inside the dialog.
  const noticeAfterClose = useRef<string | undefined>(undefined);
  // State updates land after the render; the ref stops a second click in the same frame.
  const running = useRef(false);

  const regenerate = async () => {
    if (running.current || !apiKey) return;
    running.current = true;
    setPending(true);
    setFailure(undefined);
    try {
      const newKey = await userArea().rotateApiKey(apiKey, await currentIdToken());
      setUser({ apiKey: newKey });
      noticeAfterClose.current = t('userArea.apiKeyRotation.done');
      setOpen(false);
    } catch (error) {
      console.error('The API key could not be regenerated.', error);
      // A key replaced elsewhere (api_key_stale) says to reload; anything else, to try again.
      setFailure(serverErrorText(error, t, t('userArea.apiKeyRotation.failed')));
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
      onCloseAutoFocus={() => {
        const notice = noticeAfterClose.current;
        noticeAfterClose.current = undefined;
        if (notice) notify('success', notice, { id: 'api-key-rotation' });
      }}
      trigger={
        <Button variant="danger" size="sm" startIcon={<RefreshCw />} disabled={!apiKey}>
          {t('userArea.apiKeyRotation.open')}
        </Button>
      }
      title={t('userArea.apiKeyRotation.title')}
      description={t('userArea.apiKeyRotation.description')}
      closeLabel={t('userArea.apiKeyRotation.cancel')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outlined" disabled={pending}>
              {t('userArea.apiKeyRotation.cancel')}
            </Button>
          </DialogClose>
          <Button variant="danger" loading={pending} onClick={() => void regenerate()}>
            {t('userArea.apiKeyRotation.confirm')}
          </Button>
        </>
      }
    >
      {failure ? <Alert variant="error">{failure}</Alert> : null}
    </Dialog>
  );
}
