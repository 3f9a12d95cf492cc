import { resolveUiMessages } from '../../locale/resolve-messages';
import type { TableScrollAreaProps, TableTextProps } from './table-parts-props';

/*
 * A Table's parts on a React server (the `react-server` condition of `#table-parts`): plain
 * markup, no client module. docs/decisions.md, "Design tokens": a server-rendered Table.
 */

/**
 * The scroll container, with no script to tell whether the table overflows, so it is always a
 * focusable region named by the caption: keyboard users can scroll a clipped table in every
 * engine (WebKit does not make scroll containers focusable by itself), and axe's
 * `scrollable-region-focusable` holds. The cost is one tab stop on a table that fits; a client
 * component's Table measures and adds the stop only while it overflows.
 */
export function TableScrollArea({ captionId, className, children }: TableScrollAreaProps) {
  return (
    <div
      data-slot="table-container"
      role="region"
      aria-labelledby={captionId}
      // A focusable region is how a clipped table is scrolled by keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  );
}

/**
 * A server cannot read LocaleProvider (a client context), so the words follow the Table's own
 * `locale` (Korean for "ko-KR"), English without one.
 */
export function TableText({ message, locale = 'en' }: TableTextProps) {
  return resolveUiMessages(locale)[message];
}
