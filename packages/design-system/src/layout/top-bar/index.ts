export { TopBar, type TopBarProps } from './top-bar';
export { defaultTopBarLabels, type PageLink, type TopBarLabels } from './top-bar-parts';
