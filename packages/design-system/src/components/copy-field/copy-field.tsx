'use client';

import { Check, Copy, Eye, EyeOff } from '../../icons';
import { useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useCopyToClipboard } from '../../lib/use-copy-to-clipboard';
import { useUiMessages } from '../../locale';
import { IconButton } from '../icon-button/icon-button';
import { TextField } from '../text-field/text-field';
import { maskValue } from './mask-value';

export interface CopyFieldProps {
  /** The visible label that names the field. */
  label: ReactNode;
  /** The value to show and copy; empty or missing shows `emptyText` and disables copying. */
  value?: string | null;
  /** Shown in place of the value when there is none, for example "No API Key found"; built in by default. */
  emptyText?: string;
  /** Hide the value behind a fixed-length mask until the reveal toggle is pressed. */
  masked?: boolean;
  /** Whether a masked value is revealed (controlled). */
  revealed?: boolean;
  /** Whether a masked value starts revealed (uncontrolled). */
  defaultRevealed?: boolean;
  /** Called when the reveal toggle is pressed, with the new state. */
  onRevealedChange?: (revealed: boolean) => void;
  /** Leading characters that stay readable while masked. */
  visibleCharacters?: number;
  /** Number of mask characters; fixed so the mask does not give away the value's length. */
  maskLength?: number;
  /** Accessible name of the reveal toggle (a pressed/unpressed button). */
  revealLabel?: string;
  /** Accessible name of the copy button. */
  copyLabel?: string;
  /** Text shown beside the buttons for a moment after a successful copy. */
  copiedLabel?: string;
  /** How long, in milliseconds, the copied state stays visible. */
  copiedDuration?: number;
  /** A hint under the field, linked to it with `aria-describedby`. */
  helperText?: ReactNode;
  /** Called with the exact, unmasked value once it is on the clipboard. */
  onCopy?: (text: string) => void;
  /** Called with the reason when the clipboard refused the value. */
  onCopyError?: (error: unknown) => void;
  /** Stretches the field to its container (default) or keeps the text field's compact width. */
  fullWidth?: boolean;
  /** Id of the read-only input; generated when omitted. */
  id?: string;
  /** Classes for the outer wrapper. */
  className?: string;
}

/**
 * A read-only value with a copy button, such as an API key. While masked, the value is not
 * in the DOM at all (neither text nor attributes), only in memory, so it cannot leak
 * through the page source, extensions that read the DOM, or screenshots.
 */
export function CopyField({
  label,
  value,
  emptyText: emptyTextProp,
  masked = false,
  revealed: revealedProp,
  defaultRevealed = false,
  onRevealedChange,
  visibleCharacters,
  maskLength,
  revealLabel: revealLabelProp,
  copyLabel: copyLabelProp,
  copiedLabel: copiedLabelProp,
  copiedDuration = 2000,
  helperText,
  onCopy,
  onCopyError,
  fullWidth = true,
  id,
  className,
}: CopyFieldProps) {
  const messages = useUiMessages();
  const emptyText = emptyTextProp ?? messages.noValue;
  const revealLabel = revealLabelProp ?? messages.showValue;
  const copyLabel = copyLabelProp ?? messages.copy;
  const copiedLabel = copiedLabelProp ?? messages.copied;
  const [uncontrolledRevealed, setUncontrolledRevealed] = useState(defaultRevealed);
  const revealed = revealedProp ?? uncontrolledRevealed;
  const { copied, copy } = useCopyToClipboard({ onCopy, onCopyError, resetAfter: copiedDuration });

  const hasValue = typeof value === 'string' && value.length > 0;
  const hidden = hasValue && masked && !revealed;
  const shownValue = !hasValue
    ? emptyText
    : hidden
      ? maskValue(value, { visibleCharacters, maskLength })
      : value;

  const toggleRevealed = () => {
    const next = !revealed;
    if (revealedProp === undefined) setUncontrolledRevealed(next);
    onRevealedChange?.(next);
  };

  const actions = (
    <div className="flex items-center gap-1">
      <span role="status" className="px-1 text-xs font-medium text-ds-success">
        {copied ? copiedLabel : ''}
      </span>
      {masked && hasValue ? (
        <IconButton
          size="sm"
          label={revealLabel}
          aria-pressed={revealed}
          icon={revealed ? <EyeOff /> : <Eye />}
          onClick={toggleRevealed}
        />
      ) : null}
      <IconButton
        size="sm"
        label={copyLabel}
        icon={copied ? <Check /> : <Copy />}
        disabled={!hasValue}
        data-copied={copied || undefined}
        onClick={() => {
          if (hasValue) void copy(value);
        }}
      />
    </div>
  );

  return (
    <TextField
      id={id}
      label={label}
      readOnly
      value={shownValue}
      helperText={helperText}
      endAdornment={actions}
      fullWidth={fullWidth}
      autoComplete="off"
      spellCheck={false}
      data-masked={hidden || undefined}
      data-empty={!hasValue || undefined}
      // The extra end padding keeps the buttons' focus rings off the frame's rounded corner.
      className={cn(
        '[&_[data-slot=text-field-adornment]]:self-center [&_[data-slot=text-field-adornment]]:pe-2',
        className,
      )}
      inputClassName={cn('text-ellipsis', hasValue ? 'font-ds-mono text-sm' : 'text-ds-muted')}
    />
  );
}
