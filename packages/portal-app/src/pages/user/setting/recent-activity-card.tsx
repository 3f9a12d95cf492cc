import { RecentActivity, type ActivityEntry, type ActivityKind } from '@remoterl/portal-ui';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_KINDS, activityApi, isKnownActivity, type ActivityEvent } from '../../../api/activity';
import { useFormatMoney } from '../../../i18n/format-money';
import { useSignedInResource, type ResourceLoader } from '../use-signed-in-resource';

const loadActivity: ResourceLoader<ActivityEvent[]> = (idToken, signal) =>
  activityApi().fetchActivity(idToken, { signal });

/** Entries of kinds this build names; one a newer server adds is left out, not shown unnamed. */
function knownEntries(events: readonly ActivityEvent[]): ActivityEntry[] {
  return events.filter(isKnownActivity);
}

/** The account's activity log (newest 50, newest first), live from the gateway. */
export function RecentActivityCard() {
  const { t } = useTranslation();
  const { state, retry } = useSignedInResource(loadActivity, 'Recent activity');
  const formatMoney = useFormatMoney();
  const key = (name: string) => `userArea.activity.${name}`;
  return (
    <RecentActivity
      entries={state.status === 'ready' ? knownEntries(state.data) : []}
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
