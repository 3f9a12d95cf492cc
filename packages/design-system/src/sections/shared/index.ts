export {
  Heading,
  renderAnchorLink,
  type HeadingLevel,
  type HeadingProps,
  type RenderLink,
  type RenderLinkProps,
  type SectionItem,
} from './render-link';
