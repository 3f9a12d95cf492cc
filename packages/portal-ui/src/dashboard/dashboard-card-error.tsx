import type { ReactNode } from 'react';
import { Alert, Button } from '@ccnets/design-system';
import { DashboardCard, type DashboardCardProps } from './dashboard-card';

export interface DashboardCardErrorProps extends Omit<DashboardCardProps, 'children'> {
  /** Why the card's data could not be loaded. */
  error: ReactNode;
  /** Loads the data again; without it the card offers no retry. */
  onRetry?: () => void;
  retryLabel: string;
}

/** A dashboard card whose data could not be loaded: the message and, when it can, a retry. */
export function DashboardCardError({ error, onRetry, retryLabel, ...card }: DashboardCardErrorProps) {
  return (
    <DashboardCard {...card}>
      <Alert
        variant="error"
        action={
          onRetry ? (
            <Button size="sm" variant="outlined" onClick={onRetry}>
              {retryLabel}
            </Button>
          ) : undefined
        }
      >
        {error}
      </Alert>
    </DashboardCard>
  );
}
