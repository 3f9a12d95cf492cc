// Public entry of @ccnets/design-system, listed by layer from the bottom up (tokens -> lib -> theme ->
// locale -> components -> layout -> sections -> blocks | forms). Each layer imports
// only from the layers above it in this file (eslint.config.js enforces it); one line per folder.

// lib: Helpers: class names, a text file's download, a scroll container's overflow, work put off until idle.
// tokens: The design tokens as values: breakpoints, toast width, each brand's custom properties.
export * from './tokens';

export { cn } from './lib/cn';
export { downloadTextFile } from './lib/download-text-file';
export { useOverflow } from './lib/use-overflow';
export { whenIdle, type WhenIdleOptions } from './lib/when-idle';

// theme: Light and dark mode: provider, hook, the pre-paint script.
export * from './theme';

// locale: Built-in English and Korean interface text, chosen by LocaleProvider.
export * from './locale';

// components: Primitives, the link seam and Heading.
export * from './components/alert';
export * from './components/button';
export * from './components/card';
export * from './components/checkbox';
export * from './components/code-block';
export * from './components/container';
export * from './components/copy-field';
export * from './components/dialog';
export * from './components/drawer';
export * from './components/heading';
export * from './components/icon-button';
export * from './components/language-switch';
export * from './components/link';
export * from './components/render-link';
export * from './components/spinner';
export * from './components/switch';
export * from './components/table';
export * from './components/text-field';
export * from './components/theme-toggle';
export * from './components/toast';
export * from './components/tooltip';

// layout: The page frame: top bar, footer, public layout.
export * from './layout/footer';
export * from './layout/public-layout';
export * from './layout/top-bar';

// sections: Marketing and account page sections.
export type { SectionItem } from './sections/shared';
export * from './sections/about';
export * from './sections/auth-card';
export * from './sections/contact-block';
export * from './sections/feature-blocks';
export * from './sections/function-cards';
export * from './sections/hero';
export * from './sections/industries';
export * from './sections/news-list';
export * from './sections/not-found';
export * from './sections/not-found-cover';
export * from './sections/page-section';
export * from './sections/paper-list';
export * from './sections/policy-document';
export * from './sections/pricing-table';
export * from './sections/quick-start';
export * from './sections/section-heading';
export * from './sections/video-embed';

// blocks: The Plan modal. RemoteRL's account blocks live in the portal's private
// @remoterl/portal-ui (docs/decisions.md#the-published-package-keeps-what-any-site-reuses).
export * from './blocks/plan-modal';

// forms: Forms and their schemas are not re-exported here. They need the optional peer
// dependencies react-hook-form, @hookform/resolvers and zod, which a page without a form must
// neither install nor bundle; forms/index.ts lists them (`@ccnets/design-system/forms`, and a
// subpath per folder such as `/contact-form` and `/schemas`).
