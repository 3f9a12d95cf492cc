import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from '../../icons';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const alertVariants = cva(
  'grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-2 rounded-ds-button border border-s-4 p-4 text-[0.9375rem] leading-6 text-ds-foreground ds-sm:grid-cols-[auto_1fr_auto]',
  {
    variants: {
      // Tints stay at 6 % so primary-coloured links and buttons inside keep 4.5:1 in both themes.
      /** What kind of message: `info` (the default) and `success` are announced politely, `warning` and `error` at once. */
      variant: {
        info: 'border-ds-info/40 border-s-ds-info bg-ds-info/6',
        success: 'border-ds-success/40 border-s-ds-success bg-ds-success/6',
        warning: 'border-ds-warning/50 border-s-ds-warning bg-ds-warning/6',
        error: 'border-ds-danger/60 border-s-ds-danger bg-ds-danger/6',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

export type AlertVariant = NonNullable<VariantProps<typeof alertVariants>['variant']>;

const variantIcon: Record<AlertVariant, ReactNode> = {
  info: <Info className="text-ds-info" />,
  success: <CircleCheck className="text-ds-success" />,
  warning: <TriangleAlert className="text-ds-warning" />,
  error: <CircleAlert className="text-ds-danger-strong" />,
};

/**
 * Errors and warnings interrupt (role "alert", assertive); info and success wait their turn
 * (role "status", polite), so a success note does not cut off what a screen reader is saying.
 */
const variantRole: Record<AlertVariant, 'alert' | 'status'> = {
  info: 'status',
  success: 'status',
  warning: 'alert',
  error: 'alert',
};

export interface AlertProps extends Omit<ComponentProps<'div'>, 'title'>, VariantProps<typeof alertVariants> {
  /** A short heading, shown in bold above the message. */
  title?: ReactNode;
  /** A control placed at the end, such as a retry button or a link. */
  action?: ReactNode;
  /** Replaces the variant's icon; pass `null` to show none. */
  icon?: ReactNode;
}

/** An inline message about the surrounding content: info, success, warning or error. */
export function Alert({ variant, title, action, icon, className, children, ...rest }: AlertProps) {
  const tone: AlertVariant = variant ?? 'info';
  const glyph = icon === undefined ? variantIcon[tone] : icon;
  return (
    <div
      role={variantRole[tone]}
      data-slot="alert"
      data-variant={tone}
      className={cn(alertVariants({ variant: tone }), className)}
      {...rest}
    >
      <span aria-hidden="true" className="flex h-6 items-center [&_svg]:size-5">
        {glyph}
      </span>
      <div className="col-start-2 flex min-w-0 flex-col gap-0.5">
        {title ? (
          <p data-slot="alert-title" className="font-semibold">
            {title}
          </p>
        ) : null}
        {children ? (
          <div data-slot="alert-description" className={cn(title ? 'text-ds-muted' : undefined)}>
            {children}
          </div>
        ) : null}
      </div>
      {action ? (
        <div
          data-slot="alert-action"
          className="col-start-2 flex items-center ds-sm:col-start-3 ds-sm:row-start-1"
        >
          {action}
        </div>
      ) : null}
    </div>
  );
}
