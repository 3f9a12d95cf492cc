'use client';

import type { ReactNode } from 'react';
import { formatMessage, useUiMessages } from '../../locale';
import { CodeBlock } from '../../components/code-block/code-block';
import { PageSection, type PageSectionProps } from '../page-section/page-section';
import { Heading } from '../../components/heading';

export interface QuickStartStep {
  /** Stable key; defaults to the title. */
  id?: string;
  /** What the step does, e.g. "Install the library". */
  title: string;
  /** A sentence of context under the title. */
  description?: ReactNode;
  /** The snippet to show and copy. */
  code: string;
  /** Language label of the snippet, e.g. "Shell" or "Python". */
  language?: string;
}

export interface QuickStartStepsProps extends Omit<PageSectionProps, 'children' | 'onCopy'> {
  /** The steps in order: install, initialise, an example. */
  steps: QuickStartStep[];
  /** The small label above each step title, e.g. `(n) => \`Step ${n}\``. */
  formatStepLabel?: (stepNumber: number) => string;
  /** Accessible name of each copy button; make it unique per step. */
  formatCopyLabel?: (step: QuickStartStep, stepNumber: number) => string;
  /** Shown briefly beside a copy button after a successful copy. */
  copiedLabel?: string;
  /** Called with the snippet once it is on the clipboard. */
  onCopy?: (code: string, step: QuickStartStep) => void;
  /** Called when the clipboard refused the snippet. */
  onCopyError?: (error: unknown, step: QuickStartStep) => void;
  /** Content after the steps, e.g. a Get started button. */
  footer?: ReactNode;
}

/** Numbered quick-start steps, each with a snippet and its own copy button, joined by a timeline rail. */
export function QuickStartSteps({
  steps,
  formatStepLabel,
  formatCopyLabel,
  copiedLabel,
  onCopy,
  onCopyError,
  footer,
  headingLevel = 2,
  ...rest
}: QuickStartStepsProps) {
  const messages = useUiMessages();
  return (
    <PageSection data-section="quick-start" headingLevel={headingLevel} {...rest}>
      <ol className="flex max-w-3xl flex-col">
        {steps.map((step, index) => {
          const stepNumber = index + 1;
          const isLast = index === steps.length - 1;
          return (
            <li
              key={step.id ?? step.title}
              data-slot="quick-start-step"
              className="relative flex gap-4 ds-md:gap-6"
            >
              <div className="flex flex-col items-center" aria-hidden="true">
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-ds-primary-strong font-ds-mono text-sm font-semibold text-ds-primary-foreground">
                  {stepNumber}
                </span>
                {isLast ? null : <span className="my-2 w-px flex-1 bg-ds-border" />}
              </div>
              <div
                className={
                  isLast ? 'flex min-w-0 flex-1 flex-col gap-3' : 'flex min-w-0 flex-1 flex-col gap-3 pb-10'
                }
              >
                <p
                  data-accent=""
                  className="pt-1.5 text-sm font-semibold text-ds-primary-strong ds-dark:text-ds-info"
                >
                  {formatStepLabel
                    ? formatStepLabel(stepNumber)
                    : formatMessage(messages.step, { step: stepNumber })}
                </p>
                <Heading level={headingLevel + 1} size="sm">
                  {step.title}
                </Heading>
                {step.description ? (
                  <div className="text-base leading-relaxed text-ds-muted">{step.description}</div>
                ) : null}
                <CodeBlock
                  code={step.code}
                  language={step.language}
                  copyLabel={
                    formatCopyLabel
                      ? formatCopyLabel(step, stepNumber)
                      : formatMessage(messages.copyCodeOf, { title: step.title })
                  }
                  copiedLabel={copiedLabel}
                  // Several snippets can overflow at once; their scroll regions need distinct names.
                  scrollRegionLabel={step.title}
                  onCopy={onCopy ? (code) => onCopy(code, step) : undefined}
                  onCopyError={onCopyError ? (error) => onCopyError(error, step) : undefined}
                />
              </div>
            </li>
          );
        })}
      </ol>
      {footer ? <div className="flex flex-wrap gap-3">{footer}</div> : null}
    </PageSection>
  );
}
