import { Card } from '@ccnets/design-system';
import type { ReactNode } from 'react';

/** Centres an auth step (onboarding) on the page in a card as wide as the login card. */
export function AuthPageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex justify-center px-4 py-16 md:py-24">
      <Card variant="raised" padding="lg" className="w-full max-w-(--rrl-auth-card-width)">
        {children}
      </Card>
    </div>
  );
}
