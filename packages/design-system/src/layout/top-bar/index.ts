export { TopBar, type TopBarProps } from './top-bar';
export { type PageLink, type TopBarLabels } from './top-bar-parts';
