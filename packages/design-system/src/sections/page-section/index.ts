export {
  PageSection,
  pageSectionVariants,
  type PageSectionProps,
  type SectionHeadingFields,
} from './page-section';
