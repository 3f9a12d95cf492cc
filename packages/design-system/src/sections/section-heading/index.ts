export {
  SectionHeading,
  sectionHeadingVariants,
  sectionTitleVariants,
  type SectionHeadingProps,
} from './section-heading';
