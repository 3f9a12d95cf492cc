import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ComponentProps, type ReactNode } from 'react';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  cn,
} from '@ccnets/design-system';

/** How many columns of the dashboard grid a card spans. */
export const dashboardCardVariants = cva('min-w-0', {
  variants: {
    /** Columns of the dashboard grid the card spans: `1` (the default), `2`, or `full` (the whole row). */
    span: {
      1: '',
      2: 'ds-md:col-span-2',
      full: 'ds-md:col-span-2 ds-lg:col-span-3',
    },
  },
  defaultVariants: { span: 1 },
});

export interface DashboardCardProps
  extends Omit<ComponentProps<'section'>, 'title'>, VariantProps<typeof dashboardCardVariants> {
  /** The card's heading; it also names the section for assistive technology. */
  title: ReactNode;
  /** A short line under the title. */
  description?: ReactNode;
  /** Decorative icon before the title. */
  icon?: ReactNode;
  /** Controls at the end of the header row, e.g. a reveal toggle. */
  headerAction?: ReactNode;
  /** Content pinned to the bottom of the card, e.g. a "View" link. */
  footer?: ReactNode;
  /** Level of the title heading. */
  headingLevel?: 2 | 3 | 4;
}

/** One card of the user area: a named section with a header, body and optional footer. */
export function DashboardCard({
  title,
  description,
  icon,
  headerAction,
  footer,
  headingLevel = 2,
  span,
  className,
  children,
  ...rest
}: DashboardCardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Card asChild className={cn(dashboardCardVariants({ span }), 'h-full', className)}>
      <section data-slot="dashboard-card" aria-labelledby={headingId} {...rest}>
        <CardHeader>
          <div className="col-start-1 flex min-w-0 items-start gap-3">
            {icon ? (
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-ds-md bg-ds-primary/10 text-ds-primary-strong ds-dark:text-ds-primary [&_svg]:size-5"
              >
                {icon}
              </span>
            ) : null}
            <div className="flex min-w-0 flex-col gap-0.5">
              <CardTitle asChild>
                <Heading id={headingId}>{title}</Heading>
              </CardTitle>
              {description ? <CardDescription>{description}</CardDescription> : null}
            </div>
          </div>
          {headerAction ? <CardAction>{headerAction}</CardAction> : null}
        </CardHeader>
        {children ? <CardContent className="min-w-0 flex-1">{children}</CardContent> : null}
        {footer ? <CardFooter>{footer}</CardFooter> : null}
      </section>
    </Card>
  );
}

export interface DashboardGridProps extends ComponentProps<'div'> {
  /** The cards; each sets how many columns it spans (`span`). */
  children?: ReactNode;
}

/** The dashboard's responsive grid: one column on phones, two from `md`, three from `lg`. */
export function DashboardGrid({ className, ...rest }: DashboardGridProps) {
  return (
    <div
      data-slot="dashboard-grid"
      className={cn('grid grid-cols-1 gap-6 ds-md:grid-cols-2 ds-lg:grid-cols-3', className)}
      {...rest}
    />
  );
}
