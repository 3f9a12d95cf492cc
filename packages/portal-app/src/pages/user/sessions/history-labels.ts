import { END_REASONS, REFUSAL_FIX_CODES, TIMELINE_EVENTS } from '@remoterl/portal-ui';
import type { TFunction } from 'i18next';

const key = (path: string) => `userArea.sessionHistory.${path}`;

const each = <Name extends string>(names: readonly Name[], text: (name: Name) => string) =>
  Object.fromEntries(names.map((name) => [name, text(name)])) as Record<Name, string>;

/** The end reasons the history filters offer, in the blocks' order. */
export const FILTER_REASONS = END_REASONS;

/** The history table's words in the reader's language; placeholders pass through to the block. */
export function historyLabels(t: TFunction) {
  return {
    title: t(key('title')),
    description: t(key('description')),
    caption: t(key('caption')),
    ended: t(key('columns.ended')),
    role: t(key('columns.role')),
    session: t(key('columns.session')),
    duration: t(key('columns.duration')),
    data: t(key('columns.data')),
    dataValue: t(key('dataValue'), { sent: '{sent}', received: '{received}' }),
    frames: t(key('columns.frames')),
    cost: t(key('columns.cost')),
    reason: t(key('columns.reason')),
    roles: {
      simulator: t('userArea.sessions.roles.simulator'),
      trainer: t('userArea.sessions.roles.trainer'),
    },
    units: { h: t(key('units.h')), min: t(key('units.min')), s: t(key('units.s')) },
    allowanceShare: t(key('allowanceShare'), { share: '{share}' }),
    reasons: each(END_REASONS, (reason) => t(key(`reasons.${reason}`))),
    // A client that closed on purpose needs no fix.
    fixes: each(END_REASONS, (reason) => (reason === 'closed_by_client' ? '' : t(key(`fixes.${reason}`)))),
    empty: t(key('empty')),
    loading: t(key('loading')),
    retry: t(key('retry')),
  };
}

export function timelineLabels(t: TFunction) {
  return {
    ...historyLabels(t),
    detailTitle: t(key('detail.title'), { session: '{session}' }),
    timeline: t(key('detail.timeline')),
    events: each(TIMELINE_EVENTS, (event) => t(key(`detail.events.${event}`))),
    started: t(key('detail.started')),
    peer: t(key('detail.peer')),
    key: t(key('detail.key')),
    client: t(key('detail.client')),
    sent: t(key('detail.sent')),
    received: t(key('detail.received')),
    fix: t(key('detail.fix')),
    none: t(key('detail.none')),
  };
}

export function refusalLabels(t: TFunction) {
  const refusal = (path: string) => `userArea.refusals.${path}`;
  return {
    title: t(refusal('title')),
    description: t(refusal('description')),
    list: t(refusal('list')),
    folded: t(refusal('folded'), { code: '{code}', count: '{count}', first: '{first}', last: '{last}' }),
    single: t(refusal('single'), { code: '{code}', last: '{last}' }),
    origin: t(refusal('origin'), { fingerprint: '{fingerprint}', client: '{client}' }),
    unknownClient: t(refusal('unknownClient')),
    fixes: each(REFUSAL_FIX_CODES, (code) => t(refusal(`fixes.${code}`))),
    empty: t(refusal('empty')),
    loading: t(refusal('loading')),
    retry: t(key('retry')),
  };
}
