import type { Decorator } from '@storybook/react-vite';
import { useState, type MouseEvent } from 'react';
import { fn } from 'storybook/test';
import type { RenderLink } from '../../components/render-link';
import { ThemeProvider } from '../../theme/theme-provider';
import { isThemeMode } from '../../theme/theme-mode';
import { LanguageSwitch } from '../../components/language-switch/language-switch';
import { ThemeToggle } from '../../components/theme-toggle/theme-toggle';
import type { PageLink, TopBarLabels } from './top-bar-parts';

/* Story data shared by the top bar, footer and public layout stories; not part of the package API. */

export const englishNavLinks: PageLink[] = [
  { title: 'About', href: '/about' },
  { title: 'Pricing', href: '/pricing' },
  { title: 'Contact', href: '/contact' },
  { title: 'Get started', href: '/get-remoterl' },
];

export const koreanNavLinks: PageLink[] = [
  { title: '회사 소개', href: '/about' },
  { title: '요금제', href: '/pricing' },
  { title: '문의하기', href: '/contact' },
  { title: '시작하기', href: '/get-remoterl' },
];

export const koreanTopBarLabels: TopBarLabels = {
  logIn: '로그인',
  logOut: '로그아웃',
  myDashboard: '내 대시보드',
  openMenu: '메뉴 열기',
  closeMenu: '메뉴 닫기',
  menu: '메뉴',
  navigation: '주요 메뉴',
  skipToContent: '본문으로 건너뛰기',
};

/** The app's account routes, which the top bar takes as props. */
export const storyAccountHrefs = { loginHref: '/login', dashboardHref: '/user/dashboard' };

/** What every top bar story starts from: the RemoteRL logo, the English links, signed out. */
export const storyTopBarArgs = {
  logo: <RemoteRlLogo />,
  homeLabel: 'RemoteRL home',
  links: englishNavLinks,
  signedIn: false,
  ...storyAccountHrefs,
};

/** Records in-app navigation instead of leaving the story, as a router link would. */
export const navigate = fn();

export const storyRenderLink: RenderLink = ({ href, className, children }) => (
  <a
    href={href}
    className={className}
    onClick={(event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      navigate(href);
    }}
  >
    {children}
  </a>
);

/** The product's wordmark as stories show it: a mark and the name. */
export function RemoteRlLogo() {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight text-ds-foreground">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-7 text-ds-primary">
        <rect width="24" height="24" rx="6" fill="currentColor" />
        <path d="M7 17V7h5a3 3 0 0 1 0 6H7m5 0 4 4" fill="none" stroke="#fff" strokeWidth="2" />
      </svg>
      RemoteRL
    </span>
  );
}

/** Theme toggle and language switch wired the way the app wires them. */
export function StoryPreferences({ korean = false }: { korean?: boolean }) {
  const [language, setLanguage] = useState(korean ? 'ko' : 'en');
  return (
    <>
      <ThemeToggle
        switchToDarkLabel={korean ? '어두운 테마로 전환' : undefined}
        switchToLightLabel={korean ? '밝은 테마로 전환' : undefined}
      />
      <LanguageSwitch value={language} onValueChange={setLanguage} label={korean ? '언어' : undefined} />
    </>
  );
}

/** A theme provider per story, starting from the toolbar's theme and never touching storage. */
export const withThemeProvider: Decorator = (Story, context) => {
  const theme: unknown = context.globals.theme;
  return (
    <ThemeProvider initialMode={isThemeMode(theme) ? theme : 'light'} persist={false}>
      <Story />
    </ThemeProvider>
  );
};
