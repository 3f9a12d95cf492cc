import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@ccnets/design-system';

export interface AccountDetailsProps extends Omit<ComponentProps<'dl'>, 'children'> {
  /** Pairs of term and value, shown in order. */
  items: { term: ReactNode; value: ReactNode }[];
}

/** Term/value pairs such as Name and Email; long values wrap anywhere instead of overflowing. */
export function AccountDetails({ items, className, ...rest }: AccountDetailsProps) {
  return (
    <dl data-slot="account-details" className={cn('flex flex-col gap-3', className)} {...rest}>
      {items.map((item, index) => (
        <div key={index} className="flex flex-col gap-0.5">
          <dt className="text-sm text-ds-muted">{item.term}</dt>
          <dd className="font-medium break-words text-ds-foreground">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
