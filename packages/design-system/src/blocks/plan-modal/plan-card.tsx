import { cva } from 'class-variance-authority';
import { Check } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { PlanCardData } from './plan-data';

export const planCardVariants = cva(
  'relative flex flex-col gap-4 rounded-ds-lg border p-5 text-ds-foreground transition-shadow',
  {
    variants: {
      actionable: {
        // The stretched link covers the card, so the whole card reacts to the pointer.
        true: 'border-ds-primary hover:shadow-ds-elevated has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ds-focus',
        false: 'border-ds-border',
      },
    },
    defaultVariants: { actionable: false },
  },
);

export interface PlanCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  /** The plan's name, price, icon, description, features and colours. */
  plan: PlanCardData;
  /** A badge above the name, e.g. "Current plan". */
  badge?: ReactNode;
  /** The card's call to action (a link); when present the whole card becomes clickable through it. */
  action?: ReactNode;
  /** Text in place of an action, for a plan that cannot be chosen here. */
  note?: ReactNode;
  /** Heading level of the plan name. */
  headingLevel?: 2 | 3 | 4;
}

// Cites docs/product.md#billing.
/** One plan of the Plan modal, built from a plan card's fields. */
export function PlanCard({
  plan,
  badge,
  action,
  note,
  headingLevel = 3,
  className,
  style,
  ...rest
}: PlanCardProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <article
      data-slot="plan-card"
      data-plan={plan.id}
      aria-labelledby={headingId}
      className={cn(planCardVariants({ actionable: Boolean(action) }), className)}
      style={{ backgroundColor: plan.background, ...style }}
      {...rest}
    >
      <div className="flex items-start justify-between gap-3">
        <span
          aria-hidden="true"
          data-slot="plan-card-icon"
          className="inline-flex size-11 items-center justify-center rounded-full bg-ds-background [&_svg]:size-6"
          style={{ color: plan.iconColor }}
        >
          {plan.icon}
        </span>
        {badge ? (
          <span className="rounded-full border border-ds-border bg-ds-background px-2.5 py-0.5 text-xs font-medium text-ds-muted">
            {badge}
          </span>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <Heading id={headingId} className="text-sm font-semibold tracking-wider text-ds-muted">
          {plan.name}
        </Heading>
        <p className="text-2xl font-semibold">{plan.price}</p>
        <p className="text-sm text-ds-muted">{plan.description}</p>
      </div>
      <ul className="flex flex-1 flex-col gap-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0" style={{ color: plan.iconColor }} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {action ? (
        <div className="[&_a]:after:absolute [&_a]:after:inset-0 [&_a]:after:rounded-ds-lg [&_a]:after:content-['']">
          {action}
        </div>
      ) : note ? (
        <p className="text-sm font-medium text-ds-muted">{note}</p>
      ) : null}
    </article>
  );
}
