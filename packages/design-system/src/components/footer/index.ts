export { Footer, defaultFooterLabels, type FooterLabels, type FooterProps } from './footer';
export type { FooterLink, FooterLinkGroup } from './footer-link';
