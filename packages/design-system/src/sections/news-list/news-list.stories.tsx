import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Link } from '../../components/link/link';
import { tallViewport } from '../../lib/viewports.fixtures';
import { resolveUiMessages } from '../../locale';
import { NewsList, type NewsItem } from './news-list';
import { koreanMode } from '../../../../../.storybook/modes';

const englishNews: NewsItem[] = [
  {
    category: 'Announcement',
    title: 'RemoteRL launches a one-click robot training cloud service',
    summary: 'Connect a local robot simulator and train its policy on cloud GPUs with a single Python call.',
    date: 'Oct 2, 2024',
    dateTime: '2024-10-02',
    href: '/news/one-click-robot-training',
  },
  {
    category: 'Engineering',
    title: 'Integrating GPT models for causal reinforcement learning',
    summary:
      'How language-model policies and causal structure combine to cut the amount of simulation an agent needs.',
    date: 'Aug 19, 2024',
    dateTime: '2024-08-19',
    href: 'https://blog.ccnets.org/gpt-causal-rl',
    external: true,
  },
  {
    category: 'Guide',
    title: 'A practical guide to the causal learning framework',
    summary:
      'Explainer, reasoner and producer networks, and how they cooperate to learn cause and effect from data.',
    date: 'Jun 5, 2024',
    dateTime: '2024-06-05',
    href: 'https://blog.ccnets.org/causal-learning-guide',
    external: true,
  },
  {
    category: 'Technical overview',
    title: 'Inside RemoteRL: WebSockets, Gymnasium and RLlib',
    summary:
      'The architecture that lets environments stay local while distributed trainers learn in the cloud.',
    date: 'Apr 22, 2024',
    dateTime: '2024-04-22',
    href: '/news/technical-overview',
  },
];

const meta = {
  title: 'Sections/NewsList',
  component: NewsList,
  tags: ['locale-ko'],
  parameters: { ...koreanMode, layout: 'fullscreen' },
  args: { eyebrow: 'News', title: 'Latest news', items: englishNews },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'surface', 'alternate', 'brand'] } },
} satisfies Meta<typeof NewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    const internal = canvas.getByRole('link', {
      name: 'RemoteRL launches a one-click robot training cloud service',
    });
    await expect(internal).toHaveAttribute('href', '/news/one-click-robot-training');
    await expect(internal).not.toHaveAttribute('target');
    const external = canvas.getByRole('link', {
      name: (name) => name.startsWith('Integrating GPT models') && name.endsWith(messages.opensInNewTab),
    });
    await expect(external).toHaveAttribute('href', 'https://blog.ccnets.org/gpt-causal-rl');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText('Oct 2, 2024')).toHaveAttribute('datetime', '2024-10-02');
  },
};

const routerLink = fn();

export const WithRouterLinks: Story = {
  args: {
    items: englishNews.slice(0, 1),
    footer: (
      <Link href="https://blog.ccnets.org" external>
        All articles on the blog
      </Link>
    ),
    renderLink: ({ href, className, children }) => {
      routerLink(href);
      return (
        <a href={href} className={className} data-router-link="">
          {children}
        </a>
      );
    },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /one-click robot training/ });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('data-slot', 'link');
    await expect(routerLink).toHaveBeenCalledWith('/news/one-click-robot-training');
  },
};

export const Empty: Story = {
  args: { items: [], emptyText: 'No news yet. Follow us on LinkedIn for updates.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText('No news yet. Follow us on LinkedIn for updates.')).toBeVisible();
  },
};

export const Narrow: Story = {
  ...tallViewport('mobileTall'),
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('article');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
  },
};

export const Korean: Story = {
  args: {
    eyebrow: '뉴스',
    title: '최신 소식',
    newTabLabel: '(새 탭에서 열림)',
    items: [
      {
        category: '발표',
        title: 'RemoteRL, 원클릭 로봇 학습 클라우드 서비스 출시',
        summary: '로컬 로봇 시뮬레이터를 연결하고 파이썬 한 줄로 클라우드 GPU에서 정책을 학습하세요.',
        date: '2024년 10월 2일',
        dateTime: '2024-10-02',
        href: '/news/one-click-robot-training',
      },
      {
        category: '엔지니어링',
        title: '인과 강화학습을 위한 GPT 모델 통합',
        summary: '언어 모델 정책과 인과 구조를 결합해 에이전트에 필요한 시뮬레이션을 줄이는 방법.',
        date: '2024년 8월 19일',
        dateTime: '2024-08-19',
        href: 'https://blog.ccnets.org/gpt-causal-rl',
        external: true,
      },
    ],
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: /인과 강화학습을 위한 GPT 모델 통합 \(새 탭에서 열림\)/ }),
    ).toHaveAttribute('target', '_blank');
  },
};
