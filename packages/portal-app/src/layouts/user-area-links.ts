import type { TFunction } from 'i18next';
import { userAreaPaths } from '../config/user-area-pages';

/**
 * Every page of the user area, in the order its bar and menu list them. The product's labels stay (docs/product.md#routes)
 * ("Setting"); each page's own sub-pages (the payment pages under Billing) count as that page.
 */
const SECTIONS = [
  { href: userAreaPaths.dashboard, label: 'account.layout.dashboard' },
  { href: userAreaPaths.usage, label: 'account.layout.usage' },
  { href: userAreaPaths.sessions, label: 'account.layout.sessions' },
  { href: userAreaPaths.billing, label: 'account.layout.billing' },
  { href: userAreaPaths.setting, label: 'account.layout.setting' },
] as const;

/** The bar's and the menu's links, in the active language. */
export function userAreaLinks(t: TFunction): { title: string; href: string }[] {
  return SECTIONS.map(({ href, label }) => ({ title: t(label), href }));
}

/** The section a user-area path belongs to: its link is marked `aria-current="page"`. */
export function sectionOf(pathname: string): string | undefined {
  return SECTIONS.map(({ href }) => href).find(
    (section) => pathname === section || pathname.startsWith(`${section}/`),
  );
}
