import { Button } from '@ccnets/design-system';
import { RecentActivity, type ActivityEntry, type ActivityKind } from '@remoterl/portal-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentIdToken } from '../../../auth/id-token';
import {
  ACTIVITY_KINDS,
  activityApi,
  isKnownActivity,
  type ActivityEvent,
  type ActivityPage,
} from '../../../api/activity';
import { useFormatMoney } from '../../../i18n/format-money';
import { useSignedInResource, type ResourceLoader } from '../use-signed-in-resource';

const loadActivity: ResourceLoader<ActivityPage> = (idToken, signal) =>
  activityApi().fetchActivityPage(idToken, undefined, { signal });

/** Entries of kinds this build names; one a newer server adds is left out, not shown unnamed. */
function knownEntries(events: readonly ActivityEvent[]): ActivityEntry[] {
  return events.filter(isKnownActivity);
}

/** The account's activity log (newest 50, newest first), live from the gateway. */
export function RecentActivityCard() {
  const { t } = useTranslation();
  const { state, retry } = useSignedInResource(loadActivity, 'Recent activity');
  const formatMoney = useFormatMoney();
  // Older pages the reader asked for, after the first (docs/decisions.md, "Activity log").
  const [older, setOlder] = useState<ActivityPage | undefined>();
  const key = (name: string) => `userArea.activity.${name}`;
  const first = state.status === 'ready' ? state.data : undefined;
  const nextCursor = older ? older.nextCursor : first?.nextCursor;
  const showOlder = async () => {
    if (!nextCursor) return;
    const page = await activityApi().fetchActivityPage(await currentIdToken(), nextCursor);
    setOlder({ events: [...(older?.events ?? []), ...page.events], nextCursor: page.nextCursor });
  };
  return (
    <RecentActivity
      entries={first ? knownEntries([...first.events, ...(older?.events ?? [])]) : []}
      footer={
        nextCursor ? (
          <Button size="sm" variant="outlined" onClick={() => void showOlder()}>
            {t(key('older'))}
          </Button>
        ) : undefined
      }
      loading={state.status === 'loading'}
      error={state.status === 'error' ? t(key('loadFailed')) : undefined}
      onRetry={retry}
      formatMoney={formatMoney}
      labels={{
        title: t(key('title')),
        description: t(key('description')),
        list: t(key('list')),
        kinds: Object.fromEntries(ACTIVITY_KINDS.map((kind) => [kind, t(key(`kinds.${kind}`))])) as Record<
          ActivityKind,
          string
        >,
        sessionsAllowed: t(key('sessionsAllowed')),
        // The block fills in the values: pass its placeholders through.
        details: {
          payment: t(key('details.payment'), { amount: '{amount}' }),
          threshold: t(key('details.threshold'), { amount: '{amount}' }),
          thresholdOff: t(key('details.thresholdOff')),
          replacedKey: t(key('details.replacedKey'), { fingerprint: '{fingerprint}' }),
          session: t(key('details.session'), { session: '{session}' }),
          refused: t(key('details.refused'), { code: '{code}', fingerprint: '{fingerprint}' }),
        },
        // The block fills in the address: pass its placeholder through.
        source: t(key('source'), { address: '{address}' }),
        emptyTitle: t(key('emptyTitle')),
        emptyDescription: t(key('emptyDescription')),
        loading: t(key('loading')),
        retry: t(key('retry')),
      }}
    />
  );
}
