'use client';

import { Eye, EyeOff, Terminal } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { CodeBlock } from '../../components/code-block';
import { maskValue } from '../../components/copy-field';
import { Heading } from '../../components/heading';
import { DashboardCard, type DashboardCardProps } from '../dashboard/dashboard-card';
import { quickStartSnippets } from './quick-start-snippets';

export interface QuickStartCardLabels {
  title: string;
  description: string;
  installStep: string;
  trainerStep: string;
  simulatorStep: string;
  copyInstall: string;
  copyTrainer: string;
  copySimulator: string;
  copied: string;
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
  installStep: 'Install the library',
  trainerStep: 'Start a trainer',
  simulatorStep: 'Start a simulator',
  copyInstall: 'Copy install command',
  copyTrainer: 'Copy trainer example',
  copySimulator: 'Copy simulator example',
  copied: 'Copied',
  revealKey: 'Show API key',
  hideKey: 'Hide API key',
  maskedHint: 'Your key is hidden in these examples; the copy buttons copy it in full.',
  keyPlaceholder: 'YOUR_API_KEY',
};

export interface QuickStartCardProps extends Omit<DashboardCardProps, 'title' | 'children' | 'onCopy'> {
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
 * The dashboard's Quick Start: the pip command and the trainer and simulator `remoterl.init`
 * examples, each with a copy button. The key stays masked on screen, like on the API Key card,
 * until shown; the copy buttons always copy the runnable snippet with the real key, as the key
 * field's own copy does (a masked key pasted into Python does nothing).
 */
export function QuickStartCard({
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
  const snippets = quickStartSnippets(shownKey);
  const runnable = quickStartSnippets(hasKey ? apiKey : labels.keyPlaceholder);

  const toggle = () => {
    const next = !revealed;
    if (revealedProp === undefined) setUncontrolledRevealed(next);
    onRevealedChange?.(next);
  };

  const steps = [
    {
      title: labels.installStep,
      code: snippets.install,
      copyText: runnable.install,
      language: 'Shell',
      copyLabel: labels.copyInstall,
    },
    {
      title: labels.trainerStep,
      code: snippets.trainer,
      copyText: runnable.trainer,
      language: 'Python',
      copyLabel: labels.copyTrainer,
    },
    {
      title: labels.simulatorStep,
      code: snippets.simulator,
      copyText: runnable.simulator,
      language: 'Python',
      copyLabel: labels.copySimulator,
    },
  ];

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
          <p className="text-sm text-muted">{revealed ? null : labels.maskedHint}</p>
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
          <li key={step.language + index} className="flex min-w-0 flex-col gap-2">
            <Heading level={headingLevel + 1} className="text-sm font-semibold text-foreground">
              <span aria-hidden="true">{index + 1}. </span>
              {step.title}
            </Heading>
            <CodeBlock
              code={step.code}
              copyText={step.copyText}
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
