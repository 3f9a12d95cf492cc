export type { BrandMarkProps } from './brand-mark';
export { ItemLink, type ItemLinkProps, type SectionItem } from './section-items';
