import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/button';
import { resolveUiMessages } from '../../locale';
import { PlanModal } from './plan-modal';
import { englishPlanModalLabels, englishPlans } from './plan-modal.fixtures';
import { koreanMode } from '../../../../../.storybook/modes';
import { PlanCard } from './plan-card';
import { tallViewport } from '../../lib/viewports.fixtures';

const meta = {
  title: 'Blocks/Plan modal',
  component: PlanModal,
  tags: ['locale-ko'],
  // Their props tables show on this docs page too.
  subcomponents: { PlanCard },
  parameters: { ...koreanMode },
  args: {
    premiumHref: '/user/billing/payment',
    plans: englishPlans,
    labels: englishPlanModalLabels,
    onOpenChange: fn(),
    trigger: <Button>Change plan</Button>,
  },
} satisfies Meta<typeof PlanModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Change plan' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a plan' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    const basic = within(dialog).getByRole('article', { name: 'BASIC' });
    await expect(within(dialog).getByRole('link', { name: 'Continue with PREMIUM' })).toHaveAttribute(
      'href',
      '/user/billing/payment',
    );
    // BASIC is the free tier: nothing in it can be activated.
    await expect(within(basic).queryByRole('link')).not.toBeInTheDocument();
    await expect(within(basic).queryByRole('button')).not.toBeInTheDocument();
    await expect(within(basic).getByText('Current plan')).toBeVisible();
    await expect(within(dialog).getAllByRole('link')).toHaveLength(1);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const CloseButtonAndFocusTrap: Story = {
  play: async ({ canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    const trigger = canvas.getByRole('button', { name: 'Change plan' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a plan' });
    const close = within(dialog).getByRole('button', { name: messages.close });
    const premiumLink = within(dialog).getByRole('link', { name: 'Continue with PREMIUM' });
    // Focus starts inside and Tab cycles between the modal's two controls only.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    close.focus();
    await userEvent.tab();
    await expect(premiumLink).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();

    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { open: true, trigger: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Choose a plan' });
    await expect(dialog).toHaveAccessibleDescription('Start free with BASIC, or pay as you go with PREMIUM.');
    for (const feature of [...englishPlans.basic.features, ...englishPlans.premium.features]) {
      await expect(within(dialog).getByText(feature)).toBeVisible();
    }
    await expect(within(dialog).getByText('$1 per GB')).toBeVisible();
    await expect(within(dialog).getByText('Free', { exact: true })).toBeVisible();
  },
};

export const PremiumUser: Story = {
  args: { open: true, trigger: undefined, currentPlan: 'premium' },
  play: async () => {
    const premium = await screen.findByRole('article', { name: 'PREMIUM' });
    await expect(within(premium).getByText('Current plan')).toBeVisible();
    await expect(
      within(screen.getByRole('article', { name: 'BASIC' })).queryByText('Current plan'),
    ).toBeNull();
  },
};

export const WithRouterLink: Story = {
  args: {
    open: true,
    trigger: undefined,
    renderLink: ({ href, className, children }) => (
      <a href={`#router${href}`} data-router-link="" className={className}>
        {children}
      </a>
    ),
  },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async () => {
    const link = await screen.findByRole('link', { name: 'Continue with PREMIUM' });
    await expect(link).toHaveAttribute('href', '#router/user/billing/payment');
    await expect(link).toHaveAttribute('data-router-link');
    // The Button look reaches the app's own element.
    await expect(link).toHaveAttribute('data-slot', 'button');
  },
};

/** The PREMIUM action is in view from the start, however far below it the cards reach. */
async function expectActionInView() {
  const dialog = await screen.findByRole('dialog');
  const action = within(dialog).getByRole('link', { name: 'Continue with PREMIUM' });
  const cards = within(dialog).getAllByRole('article');
  await waitFor(() => {
    const box = action.getBoundingClientRect();
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  });
  // The frame is too short for the cards: they scroll, the action does not.
  const lastCard = cards.at(-1)?.getBoundingClientRect();
  await expect(lastCard?.bottom).toBeGreaterThan(action.getBoundingClientRect().top);
}

export const Mobile: Story = {
  args: { open: true, trigger: undefined },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: expectActionInView,
};

export const SmallPhone: Story = {
  args: { open: true, trigger: undefined },
  ...tallViewport('smallPhone'),
  play: expectActionInView,
};

export const ShortDesktopWindow: Story = {
  args: { open: true, trigger: undefined },
  ...tallViewport('desktopShort'),
  play: expectActionInView,
};

export const Korean: Story = {
  args: {
    open: true,
    trigger: undefined,
    labels: {
      title: '플랜 선택',
      description: 'BASIC으로 무료로 시작하거나 PREMIUM으로 사용한 만큼 지불하세요.',
      choosePremium: 'PREMIUM으로 계속',
      basicNote: '모든 계정에 무료',
      currentPlan: '현재 플랜',
      close: '닫기',
    },
    plans: {
      basic: {
        name: 'BASIC',
        price: '무료',
        description: '비용 없이 원격 강화학습을 체험해 보세요.',
        features: [
          '1GB 무료 데이터',
          '시뮬레이터 최대 2개',
          '속도 제한: API 호출 빈도와 시뮬레이션 속도가 제한되며 전송이 느려질 수 있습니다',
        ],
      },
      premium: {
        name: 'PREMIUM',
        price: 'GB당 $1',
        description: '사용한 만큼 지불, 10GB($10)부터.',
        features: ['무제한 데이터', '무제한 시뮬레이터', '전용 고속 서버, 속도 제한 없음'],
      },
    },
  },
  globals: { locale: 'ko' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '플랜 선택' });
    await expect(within(dialog).getByRole('button', { name: '닫기' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'PREMIUM으로 계속' })).toBeVisible();
  },
};
