'use client';

import { Button, TextField } from '@ccnets/design-system';
import type { FormEvent, ReactNode } from 'react';

export interface LimitFieldLabels {
  /** The field's label, e.g. "Limit per month (USD)". */
  label: string;
  /** The rule under the field, e.g. "Whole dollars from 1 to 10,000; leave empty for no limit." */
  hint: string;
  /** Shown instead of the hint when `invalid`: what to type instead. */
  invalid: string;
  save: string;
  /** The field's placeholder while the saved value loads. */
  loading: string;
}

export const defaultLimitFieldLabels: LimitFieldLabels = {
  label: 'Limit per month (USD)',
  hint: 'Whole dollars from 1 to 10,000; leave empty for no limit.',
  invalid: 'Enter a whole number of dollars from 1 to 10,000, or leave the field empty for no limit.',
  save: 'Save',
  loading: 'Loading',
};

export interface LimitFieldProps {
  /** What the field shows: the saved value until the user types. */
  value: string;
  onValueChange(value: string): void;
  /** Save was pressed (Enter or the button); the page checks and saves the value. */
  onSave(): void;
  /** The value last saved was refused: the rule is shown as an error. */
  invalid?: boolean;
  /** A save is under way: the button spins and a second press does nothing. */
  saving?: boolean;
  /** No saved value yet (loading): nothing can be typed or saved. */
  disabled?: boolean;
  /** A line under the form about the saved value, e.g. the limit in the user's money format. */
  summary?: ReactNode;
  labels?: Partial<LimitFieldLabels>;
  className?: string;
}

/**
 * A whole-number setting with Save: the monthly spend limit of the account or of one key, the
 * low-credit threshold. Checking and saving are the page's; this shows what it is told.
 */
export function LimitField({
  value,
  onValueChange,
  onSave,
  invalid = false,
  saving = false,
  disabled = false,
  summary,
  labels: labelOverrides,
  className,
}: LimitFieldProps) {
  const labels = { ...defaultLimitFieldLabels, ...labelOverrides };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSave();
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className={['flex flex-wrap items-start gap-3', className].filter(Boolean).join(' ')}
    >
      <TextField
        label={labels.label}
        inputMode="numeric"
        value={value}
        disabled={disabled}
        placeholder={disabled ? labels.loading : undefined}
        onChange={(event) => onValueChange(event.target.value)}
        helperText={invalid ? undefined : labels.hint}
        errorText={invalid ? labels.invalid : undefined}
        className="min-w-48 flex-1"
      />
      <Button type="submit" loading={saving} disabled={disabled} className="mt-7">
        {labels.save}
      </Button>
      {summary ? <p className="w-full text-sm text-ds-muted">{summary}</p> : null}
    </form>
  );
}
