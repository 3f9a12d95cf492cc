import { OnlineNowCard, type OnlineNowCardProps } from '@remoterl/portal-ui';
import { useTranslation } from 'react-i18next';
import { renderRouterLink } from '../../../layouts/render-router-link';
import { userAreaPaths } from '../../../config/user-area-pages';
import { liveViewErrorText, liveViewPhase, type SessionStreamView } from '../sessions/use-session-stream';

/**
 * The dashboard's "Online now" card: live counts per role from the session stream (the page's
 * one stream, shared with its summary line and notices), and the way to the sessions page.
 */
export function OnlineNow({ span, live }: Pick<OnlineNowCardProps, 'span'> & { live: SessionStreamView }) {
  const { t, i18n } = useTranslation();
  const { snapshot, status, reconnect } = live;
  const phase = liveViewPhase(snapshot, status);
  const key = (path: string) => `account.dashboard.onlineNow.${path}`;
  const count = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  return (
    <OnlineNowCard
      span={span}
      counts={snapshot?.counts}
      loading={phase === 'loading'}
      error={phase === 'error' ? liveViewErrorText(status, t, t(key('error'))) : undefined}
      onRetry={reconnect}
      formatCount={(value) => count.format(value)}
      href={userAreaPaths.sessions}
      renderLink={renderRouterLink}
      labels={{
        title: t(key('title')),
        description: t(key('description')),
        roles: { simulator: t(key('simulators')), trainer: t(key('trainers')) },
        view: t(key('view')),
        loading: t(key('loading')),
        retry: t(key('retry')),
      }}
    />
  );
}
