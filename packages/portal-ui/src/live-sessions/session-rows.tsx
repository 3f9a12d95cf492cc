'use client';

import { Unplug } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Table, type TableColumn } from '@ccnets/design-system';
import type { LiveSession, SessionRole } from './live-session';
import { ConnectedAt, type SessionFormatters } from './session-figures';
import { SessionHealthCells, type SessionHealthCellsProps, type SessionHealthLabels } from './session-health';

/**
 * The badge of each state but `active` (which has none). A session waits for the other role (a
 * simulator for a trainer, a trainer for a simulator), so `waiting` is given per waiting role.
 */
export interface SessionStateLabels {
  active: string;
  waiting: Readonly<Record<SessionRole, string>>;
  paused: string;
  held: string;
}

/** The badge a session shows beside its role, if any. */
export function sessionStateLabel(
  session: Pick<LiveSession, 'role' | 'state'>,
  states: SessionStateLabels,
): string | undefined {
  if (session.state === 'active') return undefined;
  return session.state === 'waiting' ? states.waiting[session.role] : states[session.state];
}

/** The words the rows need (a part of `SessionsTableLabels`). */
export interface SessionRowLabels {
  caption: string;
  role: string;
  session: string;
  connected: string;
  bytesIn: string;
  bytesOut: string;
  steps: string;
  /** The health column's header. */
  health: string;
  healthCells: SessionHealthLabels;
  actions: string;
  disconnect: string;
  roles: Readonly<Record<SessionRole, string>>;
  states: SessionStateLabels;
}

export interface SessionRowsProps {
  sessions: readonly LiveSession[];
  labels: SessionRowLabels;
  formatters: SessionFormatters;
  now: number;
  locale: string;
  /** While the account is paused: when its grace ends (ISO 8601). */
  graceEndsAt?: string | null;
  formatMetered?: SessionHealthCellsProps['formatMetered'];
  /** Opens the confirmation for a session; absent, no Disconnect buttons are shown. */
  onDisconnectRequest?: (session: LiveSession, trigger: HTMLButtonElement) => void;
}

function RoleAndState({ session, labels }: { session: LiveSession; labels: SessionRowLabels }) {
  const state = sessionStateLabel(session, labels.states);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-medium">{labels.roles[session.role]}</span>
      {state === undefined ? null : (
        <span
          data-slot="session-state"
          className="rounded-full border border-ds-border px-2 text-xs leading-5 text-ds-muted"
        >
          {state}
        </span>
      )}
    </span>
  );
}

function DisconnectButton({
  session,
  labels,
  onDisconnectRequest,
}: {
  session: LiveSession;
  labels: SessionRowLabels;
  onDisconnectRequest: NonNullable<SessionRowsProps['onDisconnectRequest']>;
}) {
  return (
    <Button
      variant="danger"
      size="sm"
      startIcon={<Unplug aria-hidden="true" className="size-4" />}
      onClick={(event) => onDisconnectRequest(session, event.currentTarget)}
    >
      {labels.disconnect}
      {/* Each row's button names its session: "Disconnect simulator cbb65cd2". */}
      <span className="sr-only">
        {' '}
        {labels.roles[session.role]} {session.id}
      </span>
    </Button>
  );
}

/** Whether any of the sessions has health to show (a fixture without it keeps the plain rows). */
const hasHealth = (sessions: readonly LiveSession[], graceEndsAt: string | null | undefined) =>
  sessions.some(
    (session) =>
      session.health !== undefined ||
      (session.state === 'held' && Boolean(session.resumableUntil)) ||
      (session.state === 'paused' && Boolean(graceEndsAt)),
  );

function Health({ session, ...props }: SessionRowsProps & { session: LiveSession }) {
  return (
    <SessionHealthCells
      session={session}
      labels={props.labels.healthCells}
      locale={props.locale}
      now={props.now}
      graceEndsAt={props.graceEndsAt}
      formatMetered={props.formatMetered}
    />
  );
}

const sessionId = (session: LiveSession) => (
  <code className="font-ds-mono text-sm break-all">{session.id}</code>
);

/** The sessions as a table, from the `sm` breakpoint up. */
export function SessionTable(props: SessionRowsProps & { className?: string }) {
  const { sessions, labels, formatters, now, locale, onDisconnectRequest, className } = props;
  const figure = 'whitespace-nowrap tabular-nums';
  const columns: TableColumn<LiveSession>[] = [
    { id: 'session', header: labels.session, rowHeader: true, cell: sessionId },
    {
      id: 'role',
      header: labels.role,
      cell: (session) => <RoleAndState session={session} labels={labels} />,
    },
    {
      id: 'connected',
      header: labels.connected,
      className: 'whitespace-nowrap',
      cell: (session) => (
        <ConnectedAt session={session} now={now} locale={locale} format={formatters.formatConnectedAt} />
      ),
    },
    {
      id: 'in',
      header: labels.bytesIn,
      align: 'end',
      className: figure,
      cell: (session) => formatters.formatBytes(session.bytesIn),
    },
    {
      id: 'out',
      header: labels.bytesOut,
      align: 'end',
      className: figure,
      cell: (session) => formatters.formatBytes(session.bytesOut),
    },
    {
      id: 'steps',
      header: labels.steps,
      align: 'end',
      className: figure,
      cell: (session) => formatters.formatSteps(session.frames),
    },
    ...(hasHealth(sessions, props.graceEndsAt)
      ? [
          {
            id: 'health',
            header: labels.health,
            cell: (session) => <Health {...props} session={session} />,
          } satisfies TableColumn<LiveSession>,
        ]
      : []),
    ...(onDisconnectRequest
      ? [
          {
            id: 'actions',
            header: labels.actions,
            hideHeader: true,
            align: 'end',
            cell: (session) => (
              <DisconnectButton session={session} labels={labels} onDisconnectRequest={onDisconnectRequest} />
            ),
          } satisfies TableColumn<LiveSession>,
        ]
      : []),
  ];
  return (
    <Table
      columns={columns}
      rows={sessions}
      rowKey="id"
      caption={labels.caption}
      hideCaption
      containerClassName={className}
    />
  );
}

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs text-ds-muted">{term}</dt>
      <dd className="text-sm font-medium break-words text-ds-foreground tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * The sessions as stacked rows, for phones: six columns do not fit 375 px, and a table that
 * scrolls sideways hides the Disconnect button off screen.
 */
export function SessionList(props: SessionRowsProps & { className?: string }) {
  const { sessions, labels, formatters, now, locale, onDisconnectRequest, className } = props;
  return (
    <ul data-slot="session-list" aria-label={labels.caption} className={className}>
      {sessions.map((session) => (
        <li
          key={session.id}
          className="flex flex-col gap-3 border-b border-ds-border py-4 first:pt-0 last:border-b-0 last:pb-0"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <RoleAndState session={session} labels={labels} />
            {sessionId(session)}
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
            <Figure term={labels.connected}>
              <ConnectedAt
                session={session}
                now={now}
                locale={locale}
                format={formatters.formatConnectedAt}
              />
            </Figure>
            <Figure term={labels.steps}>{formatters.formatSteps(session.frames)}</Figure>
            <Figure term={labels.bytesIn}>{formatters.formatBytes(session.bytesIn)}</Figure>
            <Figure term={labels.bytesOut}>{formatters.formatBytes(session.bytesOut)}</Figure>
          </dl>
          {hasHealth([session], props.graceEndsAt) ? <Health {...props} session={session} /> : null}
          {onDisconnectRequest ? (
            <div>
              <DisconnectButton session={session} labels={labels} onDisconnectRequest={onDisconnectRequest} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
