import { brand } from '../config/brand';

/** Publication facts of the home page's news, in the order of `public.home.news` (featured first). */
export interface NewsEntry {
  /** ISO date of publication. */
  published: string;
  href: string;
}

/** Editorial content: add a post here and its title and summary to both locale files. */
export const newsEntries: readonly NewsEntry[] = [
  { published: '2025-03-18', href: brand.blogUrl },
  { published: '2025-02-04', href: brand.blogUrl },
  { published: '2024-12-10', href: brand.blogUrl },
  { published: '2024-11-05', href: brand.blogUrl },
];

/** "18 Mar 2025" / "2025. 3. 18." — the date as the active language writes it. */
export function formatPublished(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(isoDate),
  );
}
