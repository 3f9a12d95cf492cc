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

/**
 * What a field's control needs of its messages: their ids, whether it is invalid (an error is
 * shown) and its `aria-describedby` (the error first, then the hint, then the caller's own).
 */
export function describeField(
  id: string,
  messages: { helperText?: ReactNode; errorText?: ReactNode },
  describedByProp?: string,
) {
  const ids = fieldMessageIds(id, messages);
  const describedBy = [ids.errorId, ids.helperId, describedByProp].filter(Boolean).join(' ') || undefined;
  return { ids, invalid: ids.errorId !== undefined, describedBy };
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
