export { ItemLink, type ItemLinkProps, type SectionItem } from './section-items';
