import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { tallViewport } from '../../lib/viewports.fixtures';
import { navigate, RemoteRlLogo, storyRenderLink } from '../top-bar/top-bar.fixtures';
import { resolveUiMessages } from '../../locale';
import { Footer } from './footer';
import { companyLinks, fixClock, koreanCompanyLinks, longFooterGroups, termsLink } from './footer.fixtures';
import { koreanMode } from '../../../../../.storybook/modes';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  tags: ['locale-ko'],
  parameters: { ...koreanMode, layout: 'fullscreen' },
  args: {
    copyrightHolder: 'CCNets, Inc.',
    year: 2025,
    companyLinks,
    termsLink,
    renderLink: storyRenderLink,
  },
  argTypes: { variant: { control: 'inline-radio', options: ['short', 'long'] } },
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    await expect(canvas.getByText(`© 2025 CCNets, Inc. ${messages.rightsReserved}`)).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: messages.footerNavigation });
    const linkedIn = within(nav).getByRole('link', { name: `LinkedIn ${messages.opensInNewTab}` });
    await expect(linkedIn).toHaveAttribute('target', '_blank');
    await expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(nav).getByRole('link', { name: /^Blog/ })).toHaveAttribute(
      'href',
      'https://blog.naver.com/ccnets',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'Terms' }));
    await expect(navigate).toHaveBeenCalledWith('/terms');
  },
};

/** Without `year`, the line follows the clock (fixed here so the screenshot never changes). */
export const YearFromTheCurrentDate: Story = {
  args: { year: undefined },
  beforeEach: fixClock('2031-03-15T12:00:00Z'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^© 2031 CCNets, Inc\./)).toBeVisible();
  },
};

/** Same line at 320 px (a tall frame, so the screenshot holds the whole footer): the year does not depend on the width. */
export const Narrow: Story = {
  ...tallViewport('mobileTall'),
  args: { variant: 'long', groups: longFooterGroups },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^© 2025 CCNets, Inc\./)).toBeVisible();
  },
};

export const Long: Story = {
  args: {
    variant: 'long',
    groups: longFooterGroups,
    brand: (
      <div className="flex flex-col gap-3">
        <RemoteRlLogo />
        <p>Remote reinforcement learning in the cloud, by CCNets.</p>
      </div>
    ),
  },
  play: async ({ canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    const nav = canvas.getByRole('navigation', { name: messages.footerNavigation });
    await expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Services', 'Company', 'Causal Learning', 'Resources', 'Community']);
    const spokenLinks = [
      'Home',
      'Reinforcement learning',
      'About us',
      'Contact us',
      'Terms',
      'Causal RL',
      `Github ${messages.opensInNewTab}`,
      'Publication',
      'Contact',
      `LinkedIn ${messages.opensInNewTab}`,
      `Blog ${messages.opensInNewTab}`,
    ];
    for (const name of spokenLinks) await expect(within(nav).getByRole('link', { name })).toBeVisible();
    // Three publications under Causal Learning, next to Causal RL.
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(14);
  },
};

export const WithoutTerms: Story = {
  args: { termsLink: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Terms' })).toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

export const Korean: Story = {
  globals: { locale: 'ko' },
  args: {
    copyrightHolder: '(주)씨씨넷츠',
    companyLinks: koreanCompanyLinks,
    termsLink: { title: '이용약관', href: '/terms' },
    labels: { rightsReserved: '모든 권리 보유.', navigation: '바닥글', opensInNewTab: '(새 탭에서 열림)' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('© 2025 (주)씨씨넷츠. 모든 권리 보유.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '링크드인 (새 탭에서 열림)' })).toBeVisible();
  },
};
