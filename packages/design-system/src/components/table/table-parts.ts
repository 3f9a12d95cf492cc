/*
 * The parts of a Table that differ between a browser and a React server. This module is what
 * every client environment gets (a Vite app, a Next.js client component and its server-side
 * render): the scroll area that measures its overflow and texts read from LocaleProvider.
 * React servers (the `react-server` condition) get `table-parts.server.tsx` instead, which
 * imports no client module, so a server page with a Table sends no JavaScript of the design
 * system. `table.tsx` imports it as `#table-parts` (package.json `imports`).
 * docs/decisions.md, "Design tokens": a server-rendered Table.
 */
export { TableScrollArea } from './table-scroll-area';
export { TableText } from './table-text';
