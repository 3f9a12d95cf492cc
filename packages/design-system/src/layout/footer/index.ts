export { Footer, type FooterLabels, type FooterLink, type FooterLinkGroup, type FooterProps } from './footer';
