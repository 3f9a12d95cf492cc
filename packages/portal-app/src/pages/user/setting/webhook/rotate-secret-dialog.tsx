import { Button } from '@ccnets/design-system';
import { useTranslation } from 'react-i18next';
import { webhooks, type WebhookSettings } from '../../../../api/webhooks';
import { currentIdToken } from '../../../../auth/id-token';
import { serverErrorText } from '../../../../i18n/server-error-text';
import { ConfirmActionDialog } from '../../confirm-action-dialog';

/** "Rotate secret" behind a confirmation: receivers checking the old secret refuse what follows. */
export function RotateSecretDialog({ onRotated }: { onRotated(settings: WebhookSettings): void }) {
  const { t } = useTranslation();
  const key = (name: string) => `userArea.webhook.${name}`;
  return (
    <ConfirmActionDialog
      trigger={
        <Button variant="outlined" size="sm">
          {t(key('rotate'))}
        </Button>
      }
      title={t(key('rotateTitle'))}
      description={t(key('rotateDescription'))}
      confirmLabel={t(key('rotateConfirm'))}
      cancelLabel={t(key('cancel'))}
      action={async () => onRotated(await webhooks().rotateSecret(await currentIdToken()))}
      failureText={(error) => serverErrorText(error, t, t(key('rotateFailed')))}
    />
  );
}
