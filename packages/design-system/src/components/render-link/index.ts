export { renderAnchorLink, type RenderLink, type RenderLinkProps } from './render-link';
