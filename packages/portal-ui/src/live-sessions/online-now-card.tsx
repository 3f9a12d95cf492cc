import { Activity } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, Button, type RenderLink } from '@ccnets/design-system';
import { DashboardLinkCard, type DashboardLinkCardProps } from '../dashboard/dashboard-cards';
import { SESSION_ROLES, type SessionCounts, type SessionRole } from './live-session';

export interface OnlineNowCardLabels {
  title: string;
  description: string;
  /** The count's name per role, e.g. "Simulators". */
  roles: Readonly<Record<SessionRole, string>>;
  /** Visible text of the link to the sessions page; the card's title is added for screen readers. */
  view: string;
  loading: string;
  retry: string;
}

export const defaultOnlineNowCardLabels: OnlineNowCardLabels = {
  title: 'Online now',
  description: 'Simulators and trainers connected with your key.',
  roles: { simulator: 'Simulators', trainer: 'Trainers' },
  view: 'View sessions',
  loading: 'Loading sessions',
  retry: 'Try again',
};

export interface OnlineNowCardProps extends Omit<
  DashboardLinkCardProps,
  'title' | 'children' | 'viewLabel' | 'description'
> {
  /** Sessions online per role; absent while loading or after an error. */
  counts?: SessionCounts;
  /** Shows a skeleton in place of the counts, and `aria-busy`, while they load. */
  loading?: boolean;
  /** Why the counts could not be loaded; the link to the sessions page stays. */
  error?: ReactNode;
  /** Offered with `error` as a "Try again" button. */
  onRetry?: () => void;
  /** Formats a count, e.g. with the locale's digit grouping. */
  formatCount?: (count: number) => string;
  renderLink?: RenderLink;
  /** The card's words, any subset; English by default (`defaultOnlineNowCardLabels`). */
  labels?: Partial<OnlineNowCardLabels>;
}

/**
 * The dashboard's "Online now" card: how many simulators and trainers are connected, and a
 * link to the sessions page. The counts follow the live view but are not a live region, so a
 * screen reader is not interrupted each time one changes.
 */
export function OnlineNowCard({
  counts,
  loading = false,
  error,
  onRetry,
  formatCount = String,
  labels: labelOverrides,
  ...card
}: OnlineNowCardProps) {
  const labels = { ...defaultOnlineNowCardLabels, ...labelOverrides };
  let body: ReactNode;
  if (loading) {
    body = (
      <div data-slot="online-now-skeleton" className="flex gap-10">
        <span className="sr-only">{labels.loading}</span>
        {SESSION_ROLES.map((role) => (
          <span
            key={role}
            aria-hidden="true"
            className="h-14 w-24 animate-pulse rounded-ds-sm bg-ds-foreground/10"
          />
        ))}
      </div>
    );
  } else if (error) {
    body = (
      <Alert
        variant="error"
        action={
          onRetry ? (
            <Button size="sm" variant="outlined" onClick={onRetry}>
              {labels.retry}
            </Button>
          ) : undefined
        }
      >
        {error}
      </Alert>
    );
  } else {
    body = (
      <dl data-slot="online-now-counts" className="flex flex-wrap gap-x-10 gap-y-3">
        {SESSION_ROLES.map((role) => (
          <div key={role} className="flex flex-col-reverse">
            <dt className="text-sm text-ds-muted">{labels.roles[role]}</dt>
            <dd className="text-3xl font-semibold text-ds-foreground tabular-nums">
              {formatCount(counts?.[role] ?? 0)}
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <DashboardLinkCard
      title={labels.title}
      description={labels.description}
      icon={<Activity />}
      viewLabel={labels.view}
      aria-busy={loading || undefined}
      {...card}
    >
      {body}
    </DashboardLinkCard>
  );
}
