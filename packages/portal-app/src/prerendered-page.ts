/**
 * Whether this page arrived prerendered (a public page, its root holding the page's HTML) rather
 * than as the SPA shell, whose root is empty until the app renders into it. Read it before the
 * app starts: once rendered, every root holds a page.
 */
export function arrivedPrerendered(): boolean {
  return typeof document !== 'undefined' && document.getElementById('root')?.firstElementChild != null;
}
