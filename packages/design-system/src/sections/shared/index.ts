export {
  Heading,
  type HeadingProps,
  renderAnchorLink,
  headingTag,
  type RenderLink,
  type RenderLinkProps,
  type HeadingLevel,
  type SectionItem,
} from './render-link';
