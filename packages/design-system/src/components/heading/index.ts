export { Heading, type HeadingLevel, type HeadingProps } from './heading';
export { headingVariants, type HeadingSize } from './heading-variants';
