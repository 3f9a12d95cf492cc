'use client';

import { Eye, EyeOff, Terminal } from 'lucide-react';
import { useState } from 'react';
import { Button, CodeBlock, Heading, maskValue } from '@ccnets/design-system';
import { DashboardCard, type DashboardCardProps } from '../dashboard/dashboard-card';

/** One numbered step of the card: a title and the snippet it shows. */
export interface QuickStartCardStep {
  /** Stable key of the step. */
  id: string;
  /** The step's heading, e.g. "Install the library"; it also names the snippet's scroll region. */
  title: string;
  /** Language label above the snippet, e.g. "Shell" or "Python". */
  language?: string;
  /** The snippet for the key as shown (the real key, a masked one or the placeholder). */
  code: (shownKey: string) => string;
  /** Accessible name of the copy button; built in ("Copy code") by default. */
  copyLabel?: string;
}

export interface QuickStartCardLabels {
  title: string;
  description: string;
  /** Shown after a copy; built in by default. */
  copied?: string;
  /** The toggle while the key is masked: shows the real key in the examples. */
  revealKey: string;
  /** The toggle while the key is shown: masks it again. */
  hideKey: string;
  /** Shown while the key in the examples is masked. */
  maskedHint: string;
  /** Stands in for the key when the account has none. */
  keyPlaceholder: string;
}

export const defaultQuickStartCardLabels: QuickStartCardLabels = {
  title: 'Quick Start Guide',
  description: 'Python Library',
  revealKey: 'Show API key',
  hideKey: 'Hide API key',
  maskedHint: 'Your key is hidden in these examples; the copy buttons copy it in full.',
  keyPlaceholder: 'YOUR_API_KEY',
};

export interface QuickStartCardProps extends Omit<DashboardCardProps, 'title' | 'children' | 'onCopy'> {
  /** The steps, in order; the app owns the snippets (its product's install command and calls). */
  steps: readonly QuickStartCardStep[];
  /** The user's key; the examples carry it once revealed. Without one, a placeholder is shown. */
  apiKey?: string | null;
  /** Whether the examples show the real key (controlled), e.g. shared with the API Key card. */
  revealed?: boolean;
  /** Whether the examples start with the real key shown (uncontrolled). */
  defaultRevealed?: boolean;
  /** Called when the reveal toggle is pressed, with the new state. */
  onRevealedChange?: (revealed: boolean) => void;
  /** Called with the exact text once a snippet is on the clipboard. */
  onCopy?: (text: string) => void;
  /** Called when the clipboard refused a snippet. */
  onCopyError?: (error: unknown) => void;
  /** Visible strings; English defaults. */
  labels?: Partial<QuickStartCardLabels>;
}

/**
 * The dashboard's Quick Start: numbered snippets that carry the user's key, each with a copy
 * button. The key stays masked on screen, like on the API Key card, until shown; the copy
 * buttons always copy the runnable snippet with the real key, as the key field's own copy does
 * (a masked key pasted into Python does nothing).
 */
export function QuickStartCard({
  steps,
  apiKey,
  revealed: revealedProp,
  defaultRevealed = false,
  onRevealedChange,
  onCopy,
  onCopyError,
  labels: labelOverrides,
  span = 'full',
  headingLevel = 2,
  ...frame
}: QuickStartCardProps) {
  const labels = { ...defaultQuickStartCardLabels, ...labelOverrides };
  const [uncontrolledRevealed, setUncontrolledRevealed] = useState(defaultRevealed);
  const revealed = revealedProp ?? uncontrolledRevealed;
  const hasKey = typeof apiKey === 'string' && apiKey.length > 0;
  const shownKey = !hasKey ? labels.keyPlaceholder : revealed ? apiKey : maskValue(apiKey);
  const copiedKey = hasKey ? apiKey : labels.keyPlaceholder;

  const toggle = () => {
    const next = !revealed;
    if (revealedProp === undefined) setUncontrolledRevealed(next);
    onRevealedChange?.(next);
  };

  return (
    <DashboardCard
      title={labels.title}
      description={labels.description}
      icon={<Terminal />}
      span={span}
      headingLevel={headingLevel}
      {...frame}
    >
      {hasKey ? (
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <p className="text-sm text-ds-muted">{revealed ? null : labels.maskedHint}</p>
          <Button
            variant="outlined"
            size="sm"
            onClick={toggle}
            startIcon={revealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          >
            {revealed ? labels.hideKey : labels.revealKey}
          </Button>
        </div>
      ) : null}
      <ol className="flex flex-col gap-4">
        {steps.map((step, index) => (
          <li key={step.id} className="flex min-w-0 flex-col gap-2">
            <Heading level={headingLevel + 1} size="3xs">
              <span aria-hidden="true">{index + 1}. </span>
              {step.title}
            </Heading>
            <CodeBlock
              code={step.code(shownKey)}
              copyText={step.code(copiedKey)}
              language={step.language}
              copyLabel={step.copyLabel}
              copiedLabel={labels.copied}
              scrollRegionLabel={step.title}
              onCopy={onCopy}
              onCopyError={onCopyError}
              className="flex-1"
            />
          </li>
        ))}
      </ol>
    </DashboardCard>
  );
}
