import type { ReactNode } from 'react';
import type { UiMessages } from '../../locale/ui-messages';

/** The scroll container around a Table's `<table>`. */
export interface TableScrollAreaProps {
  /** Id of the table's caption, which names the area while it scrolls. */
  captionId: string;
  /** The container's classes, already merged by the Table on the server. */
  className: string;
  children: ReactNode;
}

/** One of the Table's own words, when the app gave none. */
export interface TableTextProps {
  message: keyof Pick<UiMessages, 'noData' | 'loading'>;
  /** The Table's `locale` prop, if it was given. */
  locale?: string;
}
