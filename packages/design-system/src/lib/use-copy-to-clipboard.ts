'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

export interface CopyToClipboardOptions {
  /** Called with the exact text once the clipboard has accepted it. */
  onCopy?: (text: string) => void;
  /** Called with the reason when the clipboard refused the text (no permission, insecure context). */
  onCopyError?: (error: unknown) => void;
  /** How long, in milliseconds, `copied` stays true after a successful copy. */
  resetAfter?: number;
}

export interface CopyToClipboard {
  /** True for `resetAfter` milliseconds after a successful copy. */
  copied: boolean;
  /** Writes the text; resolves to whether it worked (the callbacks have run by then). */
  copy: (text: string) => Promise<boolean>;
}

/**
 * Writes text to the system clipboard. The async Clipboard API only exists in secure
 * contexts, so its absence is reported as an error instead of silently doing nothing.
 */
export async function writeToClipboard(text: string): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard?.writeText) {
    throw new Error('The clipboard is not available in this context.');
  }
  await clipboard.writeText(text);
}

/** Copy-button state shared by CodeBlock and CopyField: copies, reports, and flags success briefly. */
export function useCopyToClipboard({
  onCopy,
  onCopyError,
  resetAfter = 2000,
}: CopyToClipboardOptions = {}): CopyToClipboard {
  const [copied, setCopied] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const copy = useCallback(
    async (text: string) => {
      clearTimeout(resetTimer.current);
      try {
        await writeToClipboard(text);
      } catch (error) {
        setCopied(false);
        onCopyError?.(error);
        return false;
      }
      setCopied(true);
      resetTimer.current = setTimeout(() => setCopied(false), resetAfter);
      onCopy?.(text);
      return true;
    },
    [onCopy, onCopyError, resetAfter],
  );

  return { copied, copy };
}
