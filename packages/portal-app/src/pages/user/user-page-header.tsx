import type { ReactNode } from 'react';

export interface UserPageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Controls at the end of the header, e.g. a back link. */
  actions?: ReactNode;
}

/** The one `<h1>` of a user-area page, with an optional line under it. */
export function UserPageHeader({ title, description, actions }: UserPageHeaderProps) {
  return (
    <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-3xl font-semibold tracking-tight break-words text-ds-foreground">{title}</h1>
        {description ? <p className="text-ds-muted">{description}</p> : null}
      </div>
      {actions}
    </header>
  );
}
