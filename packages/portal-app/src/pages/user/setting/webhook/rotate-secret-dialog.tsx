import { Alert, Button, Dialog, DialogClose } from '@ccnets/design-system';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { webhooks, type WebhookSettings } from '../../../../api/webhooks';
import { currentIdToken } from '../../../../auth/id-token';
import { serverErrorText } from '../../../../i18n/server-error-text';

/** "Rotate secret" behind a confirmation: receivers checking the old secret refuse what follows. */
export function RotateSecretDialog({ onRotated }: { onRotated(settings: WebhookSettings): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const running = useRef(false);
  const key = (name: string) => `userArea.webhook.${name}`;

  const rotate = async () => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setFailure(undefined);
    try {
      onRotated(await webhooks().rotateSecret(await currentIdToken()));
      setOpen(false);
    } catch (error) {
      console.error('The webhook secret could not be rotated.', error);
      setFailure(serverErrorText(error, t, t(key('rotateFailed'))));
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
          {t(key('rotate'))}
        </Button>
      }
      title={t(key('rotateTitle'))}
      description={t(key('rotateDescription'))}
      closeLabel={t(key('cancel'))}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outlined" disabled={pending}>
              {t(key('cancel'))}
            </Button>
          </DialogClose>
          <Button variant="danger" loading={pending} onClick={() => void rotate()}>
            {t(key('rotateConfirm'))}
          </Button>
        </>
      }
    >
      {failure ? <Alert variant="error">{failure}</Alert> : null}
    </Dialog>
  );
}
