'use client';

import { Activity } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMessage, useLocale } from '@ccnets/design-system';
import { DashboardCard, type DashboardCardProps } from '../dashboard/dashboard-card';
import { formatBytes, formatCount, formatDateTime } from '../live-sessions/format-live-figures';
import type { EndedSession, TimelineEntry, TimelineEventName } from './ended-session';
import { formatSessionCost } from './format-session-cost';
import { defaultSessionHistoryLabels, type SessionHistoryLabels } from './session-history-table';
import { defaultTimelineLabels, formatSessionDuration } from './history-labels';

export interface SessionTimelineLabels extends SessionHistoryLabels {
  /** "Session {session}". */
  detailTitle: string;
  timeline: string;
  events: Readonly<Record<TimelineEventName, string>>;
  started: string;
  peer: string;
  key: string;
  client: string;
  sent: string;
  received: string;
  fix: string;
  none: string;
}

export const defaultSessionTimelineLabels: SessionTimelineLabels = {
  ...defaultSessionHistoryLabels,
  detailTitle: 'Session {session}',
  timeline: 'Timeline',
  events: defaultTimelineLabels,
  started: 'Started',
  peer: 'Peer',
  key: 'Key',
  client: 'Client',
  sent: 'Sent by the process',
  received: 'Received by the process',
  fix: 'What fixes it',
  none: '—',
};

export interface SessionTimelineProps extends Omit<DashboardCardProps, 'title' | 'children'> {
  session: EndedSession;
  timeline: readonly TimelineEntry[];
  /** Actions under the facts, e.g. "Download CSV". */
  actions?: ReactNode;
  formatMoney?: (amount: number) => string;
  labels?: Partial<SessionTimelineLabels>;
}

/** One ended session: its facts, its end reason with the fix, and what happened when. */
export function SessionTimeline({
  session,
  timeline,
  actions,
  formatMoney,
  labels: overrides,
  span = 'full',
  ...frame
}: SessionTimelineProps) {
  const labels = { ...defaultSessionTimelineLabels, ...overrides };
  const locale = useLocale();
  const facts: [string, ReactNode][] = [
    [labels.role, labels.roles[session.role]],
    [labels.started, <time dateTime={session.startedAt}>{formatDateTime(session.startedAt, locale)}</time>],
    [labels.ended, <time dateTime={session.endedAt}>{formatDateTime(session.endedAt, locale)}</time>],
    [labels.duration, formatSessionDuration(session.durationMs, labels.units)],
    [labels.peer, session.peer ? <code>{session.peer}</code> : labels.none],
    [labels.key, <code>{`${session.keyFingerprint}…`}</code>],
    [labels.client, session.client ?? labels.none],
    [labels.sent, formatBytes(session.sentBytes, locale)],
    [labels.received, formatBytes(session.receivedBytes, locale)],
    [labels.frames, formatCount(session.frames, locale)],
    [labels.cost, formatSessionCost(session, locale, labels.allowanceShare, formatMoney)],
    [
      labels.reason,
      <>
        {labels.reasons[session.endReason]} <code>{session.endCode}</code>
      </>,
    ],
  ];
  const fix = labels.fixes[session.endReason];
  if (fix) facts.push([labels.fix, fix]);

  return (
    <DashboardCard
      title={formatMessage(labels.detailTitle, { session: session.id })}
      icon={<Activity />}
      span={span}
      {...frame}
    >
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-ds-muted">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {actions ? <div className="mt-4 flex flex-wrap gap-2">{actions}</div> : null}
      <h3 className="mt-6 mb-2 font-semibold">{labels.timeline}</h3>
      <ol aria-label={labels.timeline} className="flex flex-col gap-1 border-s border-ds-border ps-4">
        {timeline.map((entry, index) => (
          <li key={`${entry.at}-${index}`} data-event={entry.event}>
            <span className="font-medium">{labels.events[entry.event]}</span>{' '}
            <time className="text-ds-muted" dateTime={entry.at}>
              {formatDateTime(entry.at, locale)}
            </time>
          </li>
        ))}
      </ol>
    </DashboardCard>
  );
}
