import type { ReactNode } from 'react';

export interface FieldMessageIds {
  helperId?: string;
  errorId?: string;
}

/** Ids of the helper and error messages of the field `id`, present only when the message is. */
export function fieldMessageIds(
  id: string,
  messages: { helperText?: ReactNode; errorText?: ReactNode },
): FieldMessageIds {
  return {
    helperId: hasContent(messages.helperText) ? `${id}-helper` : undefined,
    errorId: hasContent(messages.errorText) ? `${id}-error` : undefined,
  };
}

interface FieldMessagesProps {
  /** The messages' ids, from `fieldMessageIds`, which the control names in `aria-describedby`. */
  ids: FieldMessageIds;
  /** A hint under the control, shown while there is no error too. */
  helperText?: ReactNode;
  /** What is wrong with the value; announced as soon as it appears. */
  errorText?: ReactNode;
}

/**
 * Helper and error text under a form control. The error carries `role="alert"` so it is
 * announced the moment validation adds it, not only when the user tabs back to the field.
 */
export function FieldMessages({ ids, helperText, errorText }: FieldMessagesProps) {
  return (
    <>
      {ids.helperId ? (
        <p id={ids.helperId} data-slot="field-helper" className="text-sm text-ds-muted">
          {helperText}
        </p>
      ) : null}
      {ids.errorId ? (
        <p id={ids.errorId} role="alert" data-slot="field-error" className="text-sm text-ds-danger-strong">
          {errorText}
        </p>
      ) : null}
    </>
  );
}

function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}
