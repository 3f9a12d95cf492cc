import { createContext } from 'react';

export interface CollectedPageMeta {
  title?: string;
  description?: string;
}

/**
 * While prerendering, the page's title and description are written here during render (there
 * is no document to update), and the build puts them in the HTML head. In the browser there
 * is no collector and `usePageMeta` updates the document instead.
 */
export const PageMetaCollector = createContext<CollectedPageMeta | null>(null);
