import { resolveUiMessages } from '../../locale/resolve-messages';
import type { TableScrollAreaProps, TableTextProps } from './table-parts-props';

/*
 * A Table's parts on a React server (the `react-server` condition of `#table-parts`): plain
 * markup, no client module. docs/decisions.md, "Design tokens": a server-rendered Table.
 */

/**
 * The scroll container, with no script to tell whether the table overflows. It takes no
 * `tabIndex`: the browsers make a scroll container keyboard-focusable themselves while it
 * scrolls (Firefox always, Chromium from 130 when nothing inside is focusable), the moment the
 * client part would have made it a tab stop, and a table that fits adds no tab stop. WebKit does
 * not; a page that needs it there renders its Table from a client component, which gets the
 * measuring scroll area.
 */
export function TableScrollArea({ className, children }: TableScrollAreaProps) {
  return (
    <div data-slot="table-container" className={className}>
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
