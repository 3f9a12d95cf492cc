import type { TFunction } from 'i18next';
import { userAreaPages } from '../config/user-area-pages';
import { inOrder } from './site-links';

/** The user area's bar and menu: the registry's pages with a place there (`userAreaBar`). */
const sections = inOrder(userAreaPages, (page) => page.userAreaBar);

/** The bar's and the menu's links, in the active language. */
export function userAreaLinks(t: TFunction): { title: string; href: string }[] {
  return sections.map(({ name, path }) => ({ title: t(`account.layout.${name}`), href: path }));
}

/** The section a user-area path belongs to: its link is marked `aria-current="page"`. */
export function sectionOf(pathname: string): string | undefined {
  return sections
    .map(({ path }) => path)
    .find((section) => pathname === section || pathname.startsWith(`${section}/`));
}
