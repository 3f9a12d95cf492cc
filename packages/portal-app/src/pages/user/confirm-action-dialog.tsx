import { Alert, Button, Dialog, DialogClose } from '@ccnets/design-system';
import { useRef, useState, type ReactNode } from 'react';

export interface ConfirmActionDialogProps {
  /** Opens the dialog. */
  trigger: ReactNode;
  title: string;
  /** What the action does and what it cannot undo. */
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The action; a throw keeps the dialog open with `failureText` of it shown inside. */
  action(): Promise<void>;
  failureText(error: unknown): string;
  /**
   * Called once the dialog has closed after the action succeeded and focus is back on the page:
   * a toast raised while a modal is open is dismissed when focus returns, so it waits for this.
   */
  onClosedAfterSuccess?(): void;
}

/**
 * A destructive action behind a confirmation (regenerate a key, revoke one, rotate a secret).
 * A second click while the action runs does nothing, the dialog cannot be closed meanwhile, and
 * a failure is told inside it, so the user can try again or cancel.
 */
export function ConfirmActionDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  action,
  failureText,
  onClosedAfterSuccess,
}: ConfirmActionDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const succeeded = useRef(false);
  // State updates land after the render; the ref stops a second click in the same frame.
  const running = useRef(false);

  const confirm = async () => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setFailure(undefined);
    try {
      await action();
      succeeded.current = true;
      setOpen(false);
    } catch (error) {
      console.error(`${title}: the action failed.`, error);
      setFailure(failureText(error));
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
        if (!succeeded.current) return;
        succeeded.current = false;
        onClosedAfterSuccess?.();
      }}
      trigger={trigger}
      title={title}
      description={description}
      closeLabel={cancelLabel}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outlined" disabled={pending}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button variant="danger" loading={pending} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {failure ? <Alert variant="error">{failure}</Alert> : null}
    </Dialog>
  );
}
