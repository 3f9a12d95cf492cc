export {
  Heading,
  type HeadingProps,
  renderAnchorLink,
  headingTag,
  type RenderLink,
  type RenderLinkProps,
  type HeadingLevel,
} from './render-link';
