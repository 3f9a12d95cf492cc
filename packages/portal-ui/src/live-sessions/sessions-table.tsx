'use client';

import { Radio } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import {
  Button,
  CodeBlock,
  Dialog,
  DialogClose,
  formatMessage,
  Heading,
  useLocale,
} from '@ccnets/design-system';
import { DashboardCard, type DashboardCardProps } from '../dashboard/dashboard-card';
import { DashboardCardError } from '../dashboard/dashboard-card-error';
import { DashboardCardSkeleton } from '../dashboard/dashboard-card-skeleton';
import { formatBytes, formatCount, formatCountdown, formatTimeAgo } from './format-live-figures';
import type { LiveSession } from './live-session';
import type { SessionFormatters } from './session-figures';
import { SessionList, SessionTable, type SessionRowLabels } from './session-rows';
import { defaultSessionHealthLabels, type SessionHealthCellsProps } from './session-health';
import { useNow } from './use-now';

export interface SessionsTableLabels extends SessionRowLabels {
  title: string;
  description?: string;
  /**
   * The confirmation's title for one session: `{session}` is its id and `{role}` its role's
   * name from `roles`, e.g. "Disconnect session {session} ({role})?". A string, not a function,
   * so a server component can pass the labels.
   */
  disconnectTitle: string;
  /** What disconnecting does to the process. */
  disconnectDescription: string;
  confirmDisconnect: string;
  cancel: string;
  emptyTitle: string;
  emptyDescription: string;
  loading: string;
  retry: string;
  /** Above the rows while the account is paused: "No data left: sessions close in {time}." */
  paused: string;
}

export const defaultSessionsTableLabels: SessionsTableLabels = {
  title: 'Online sessions',
  caption: 'Online sessions',
  role: 'Role',
  session: 'Session',
  connected: 'Connected',
  bytesIn: 'Data in',
  bytesOut: 'Data out',
  steps: 'Steps',
  health: 'Health',
  healthCells: defaultSessionHealthLabels,
  actions: 'Actions',
  disconnect: 'Disconnect',
  roles: { simulator: 'Simulator', trainer: 'Trainer' },
  states: {
    active: 'Active',
    waiting: { simulator: 'Waiting for a trainer', trainer: 'Waiting for a simulator' },
    paused: 'Paused',
    held: 'Reconnecting',
  },
  disconnectTitle: 'Disconnect session {session} ({role})?',
  disconnectDescription:
    'The process is told it was disconnected from the dashboard and stops. It can connect again with your key.',
  confirmDisconnect: 'Disconnect',
  cancel: 'Cancel',
  emptyTitle: 'No session online',
  emptyDescription: 'Start a simulator and a trainer with your API key; they show here within seconds.',
  loading: 'Loading sessions',
  retry: 'Try again',
  paused: 'No data left: paused sessions close in {time}.',
};

/** One command of the empty state, e.g. `remoterl register`. */
export interface SessionsEmptyStep {
  id: string;
  /** What the command does; it also names its copy button's snippet. */
  title: string;
  code: string;
  language?: string;
  copyLabel?: string;
}

export interface SessionsTableProps
  extends Omit<DashboardCardProps, 'title' | 'children' | 'onCopy'>, Partial<SessionFormatters> {
  /** The sessions online now, in the order to show them. */
  sessions: readonly LiveSession[];
  /** Shows a skeleton in place of the rows, and `aria-busy`, while the first list loads. */
  loading?: boolean;
  /** A message that replaces the rows when they could not be loaded. */
  error?: ReactNode;
  /** Offered with `error`. */
  onRetry?: () => void;
  /**
   * Called when the user confirmed disconnecting a session. Without it no Disconnect buttons are
   * shown. Focus goes back to the row's button after a cancel, and to the list after a confirm
   * (the row leaves).
   */
  onDisconnect?: (session: LiveSession) => void;
  /** The commands that connect a first session, shown when none is online. */
  emptySteps?: readonly SessionsEmptyStep[];
  /** Controls above the rows, e.g. the "Block new sessions" switch. */
  controls?: ReactNode;
  /** A short status line under the controls, e.g. "Reconnecting…"; it is not announced on every change. */
  status?: ReactNode;
  /** While the account is paused for lack of data (AUTH-004): when its grace ends (ISO 8601). */
  graceEndsAt?: string | null;
  /** Shown with the paused notice: the app's "Buy credit" link or button. */
  buyCredit?: ReactNode;
  /** Writes a session's metered data and cost in its health cells; absent, they are not shown. */
  formatMetered?: SessionHealthCellsProps['formatMetered'];
  /** The clock of the relative times; a fixed value stops it (stories, screenshots). */
  now?: number;
  /** Called with a command of the empty state after its copy button copied it. */
  onCopy?: (text: string) => void;
  /** Called when copying a command failed (the browser refused the clipboard). */
  onCopyError?: (error: unknown) => void;
  /** The block's words, any subset; English by default (`defaultSessionsTableLabels`). */
  labels?: Partial<Omit<SessionsTableLabels, 'healthCells'>> & {
    healthCells?: Partial<SessionsTableLabels['healthCells']>;
  };
}

/**
 * The live view's list of online sessions: one row per session with its role, id, how long
 * ago it connected (kept current), data in and out and steps, and a Disconnect button that
 * asks first. A table from `sm` up, stacked rows on phones. Loading, error-with-retry and an
 * empty state that shows how to connect. Counters change often, so nothing here is a live
 * region: a screen reader hears them when it reads the row, not on every tick.
 */
export function SessionsTable({
  sessions,
  loading = false,
  error,
  onRetry,
  onDisconnect,
  emptySteps = [],
  controls,
  status,
  graceEndsAt,
  buyCredit,
  formatMetered,
  now: frozenNow,
  formatBytes: formatBytesProp,
  formatSteps: formatStepsProp,
  formatConnectedAt: formatConnectedAtProp,
  onCopy,
  onCopyError,
  labels: labelOverrides,
  span = 'full',
  headingLevel = 2,
  ...frame
}: SessionsTableProps) {
  const { healthCells, ...otherLabels } = labelOverrides ?? {};
  const labels = {
    ...defaultSessionsTableLabels,
    ...otherLabels,
    healthCells: { ...defaultSessionHealthLabels, ...healthCells },
  };
  const locale = useLocale();
  const now = useNow(frozenNow);
  const formatters: SessionFormatters = {
    formatBytes: formatBytesProp ?? ((bytes) => formatBytes(bytes, locale)),
    formatSteps: formatStepsProp ?? ((steps) => formatCount(steps, locale)),
    formatConnectedAt: formatConnectedAtProp ?? ((at, time) => formatTimeAgo(at, time, locale)),
  };

  const [confirming, setConfirming] = useState<LiveSession | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const confirmedRef = useRef(false);
  const rowsRef = useRef<HTMLDivElement>(null);

  // Memoized by the React Compiler, like the rest of the component.
  const requestDisconnect = (session: LiveSession, trigger: HTMLButtonElement) => {
    triggerRef.current = trigger;
    confirmedRef.current = false;
    setConfirming(session);
  };

  const card = {
    title: labels.title,
    description: labels.description,
    icon: <Radio />,
    span,
    headingLevel,
    ...frame,
  };

  if (loading) {
    return (
      <DashboardCardSkeleton {...card} loadingLabel={labels.loading} rows={2} slot="sessions-skeleton" />
    );
  }

  if (error) {
    return <DashboardCardError {...card} error={error} onRetry={onRetry} retryLabel={labels.retry} />;
  }

  const rowProps = {
    sessions,
    labels,
    formatters,
    now,
    locale,
    graceEndsAt,
    formatMetered,
    onDisconnectRequest: onDisconnect ? requestDisconnect : undefined,
  };
  const paused = graceEndsAt ? sessions.some((session) => session.state === 'paused') : false;

  return (
    <DashboardCard {...card}>
      <div className="flex flex-col gap-4">
        {controls}
        {paused && graceEndsAt ? (
          <div
            data-slot="sessions-paused"
            className="flex flex-wrap items-center justify-between gap-3 rounded-ds-button border border-ds-border p-3 text-sm"
          >
            <p className="font-medium text-ds-foreground tabular-nums">
              {formatMessage(labels.paused, { time: formatCountdown(graceEndsAt, now) })}
            </p>
            {buyCredit}
          </div>
        ) : null}
        {status ? (
          <p data-slot="sessions-status" className="text-sm text-ds-muted">
            {status}
          </p>
        ) : null}
        {/* Focus lands here after a confirmed disconnect, since the row and its button are gone. */}
        <div
          ref={rowsRef}
          tabIndex={-1}
          role="group"
          aria-label={labels.caption}
          data-slot="sessions-rows"
          className="min-w-0 rounded-ds-button focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ds-focus"
        >
          {sessions.length === 0 ? (
            <EmptySessions
              labels={labels}
              steps={emptySteps}
              headingLevel={headingLevel}
              onCopy={onCopy}
              onCopyError={onCopyError}
            />
          ) : (
            <>
              <SessionTable {...rowProps} className="max-sm:hidden" />
              <SessionList {...rowProps} className="ds-sm:hidden" />
            </>
          )}
        </div>
      </div>
      {onDisconnect ? (
        <Dialog
          open={confirming !== null}
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          title={
            confirming
              ? formatMessage(labels.disconnectTitle, {
                  role: labels.roles[confirming.role],
                  session: confirming.id,
                })
              : ''
          }
          description={labels.disconnectDescription}
          // The footer's Cancel and Escape close it; a corner button would be a second "Cancel".
          hideCloseButton
          size="sm"
          onCloseAutoFocus={(event) => {
            // Radix would focus nothing (the dialog has no trigger of its own): return focus to
            // the row's button, or to the rows when the confirmed session has left.
            event.preventDefault();
            const trigger = triggerRef.current;
            if (!confirmedRef.current && trigger?.isConnected) trigger.focus();
            else rowsRef.current?.focus();
          }}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="outlined">{labels.cancel}</Button>
              </DialogClose>
              <Button
                variant="danger"
                onClick={() => {
                  if (!confirming) return;
                  confirmedRef.current = true;
                  onDisconnect(confirming);
                  setConfirming(null);
                }}
              >
                {labels.confirmDisconnect}
              </Button>
            </>
          }
        />
      ) : null}
    </DashboardCard>
  );
}

function EmptySessions({
  labels,
  steps,
  headingLevel,
  onCopy,
  onCopyError,
}: {
  labels: SessionsTableLabels;
  steps: readonly SessionsEmptyStep[];
  headingLevel: 2 | 3 | 4;
  onCopy?: (text: string) => void;
  onCopyError?: (error: unknown) => void;
}) {
  return (
    <div data-slot="sessions-empty" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <Heading level={headingLevel + 1} size="2xs">
          {labels.emptyTitle}
        </Heading>
        <p className="text-sm text-ds-muted">{labels.emptyDescription}</p>
      </div>
      {steps.length > 0 ? (
        <ol className="flex flex-col gap-3">
          {steps.map((step, index) => (
            <li key={step.id} className="flex min-w-0 flex-col gap-2">
              <p className="text-sm font-medium text-ds-foreground">
                <span aria-hidden="true">{index + 1}. </span>
                {step.title}
              </p>
              <CodeBlock
                code={step.code}
                language={step.language}
                copyLabel={step.copyLabel}
                scrollRegionLabel={step.title}
                onCopy={onCopy}
                onCopyError={onCopyError}
              />
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
