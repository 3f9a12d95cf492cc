'use client';

import { Check, Copy } from '../../icons';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useCopyToClipboard } from '../../lib/use-copy-to-clipboard';
import { useOverflow } from '../../lib/use-overflow';
import { formatMessage, useUiMessages } from '../../locale';
import { IconButton } from '../icon-button/icon-button';

export interface CodeBlockProps extends Omit<ComponentProps<'figure'>, 'children' | 'onCopy'> {
  /** The snippet; it is shown, and copied unless `copyText` is given, exactly as given. */
  code: string;
  /** What the copy button puts on the clipboard when it differs from what is shown, e.g. the
   * runnable snippet with the real key while the shown one masks it. */
  copyText?: string;
  /** Language label shown above the snippet, for example "Python" or "Shell". */
  language?: string;
  /** Accessible name of the copy button. */
  copyLabel?: string;
  /** Text shown next to the copy button for a moment after a successful copy. */
  copiedLabel?: string;
  /** How long, in milliseconds, the copied state stays visible. */
  copiedDuration?: number;
  /** Accessible name of the scroll region when the snippet is wider than the block. */
  scrollRegionLabel?: string;
  /** Called with the exact text once it is on the clipboard. */
  onCopy?: (text: string) => void;
  /** Called with the reason when the clipboard refused the text. */
  onCopyError?: (error: unknown) => void;
}

/** A multi-line monospace snippet with a language label and a copy button. */
export function CodeBlock({
  code,
  copyText,
  language,
  copyLabel,
  copiedLabel,
  copiedDuration = 2000,
  scrollRegionLabel,
  onCopy,
  onCopyError,
  className,
  ...rest
}: CodeBlockProps) {
  const messages = useUiMessages();
  const { copied, copy } = useCopyToClipboard({ onCopy, onCopyError, resetAfter: copiedDuration });
  const { scrollRef, contentRef, overflowing } = useOverflow<HTMLPreElement, HTMLElement>('x');

  return (
    <figure
      data-slot="code-block"
      className={cn(
        'min-w-0 overflow-hidden rounded-ds-md border border-ds-border bg-ds-surface text-ds-foreground',
        className,
      )}
      {...rest}
    >
      <div className="flex min-h-10 items-center justify-between gap-2 border-b border-ds-border py-1 pr-1 pl-4">
        {language ? (
          <figcaption data-slot="code-block-language" className="font-ds-mono text-xs text-ds-muted">
            {language}
          </figcaption>
        ) : (
          <span />
        )}
        <div className="flex items-center gap-1">
          <span role="status" className="text-xs font-medium text-ds-success">
            {copied ? (copiedLabel ?? messages.copied) : ''}
          </span>
          <IconButton
            size="sm"
            label={copyLabel ?? messages.copyCode}
            icon={copied ? <Check /> : <Copy />}
            data-copied={copied || undefined}
            onClick={() => void copy(copyText ?? code)}
          />
        </div>
      </div>
      {/* A snippet wider than the block scrolls; only then is it a focusable, named region,
          so keyboard users can scroll it and short snippets add no extra tab stop. */}
      <pre
        ref={scrollRef}
        data-slot="code-block-scroll"
        tabIndex={overflowing ? 0 : undefined}
        role={overflowing ? 'region' : undefined}
        aria-label={
          overflowing
            ? (scrollRegionLabel ?? (language ? formatMessage(messages.codeIn, { language }) : messages.code))
            : undefined
        }
        className="overflow-x-auto p-4 font-ds-mono text-sm leading-relaxed"
      >
        <code ref={contentRef} className="block w-max min-w-full font-ds-mono">
          {code}
        </code>
      </pre>
    </figure>
  );
}
