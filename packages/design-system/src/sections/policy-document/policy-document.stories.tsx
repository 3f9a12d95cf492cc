import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tallViewport } from '../../lib/viewports.fixtures';
import { PolicyContactCard } from './policy-contact-card';
import { PolicyDocument, type PolicySection } from './policy-document';

const terms: PolicySection[] = [
  {
    title: 'Acceptance of these terms',
    description:
      'By creating an account or using RemoteRL you agree to these terms. If you use RemoteRL for an organisation, you accept them on its behalf.',
  },
  {
    title: 'The service',
    description:
      'RemoteRL trains reinforcement-learning agents on cloud compute while your environment runs on your own machine. The service is reached through the remoterl Python library and your personal API key.',
  },
  {
    title: 'Your account and API key',
    description:
      'You sign in with a Google account. Keep your API key secret: anyone holding it can run training on your balance. Tell us at once if you think it has leaked.',
  },
  {
    title: 'Plans, credits and data',
    description:
      'The free plan includes 1GB of data and up to 2 simulators. Premium is pay-as-you-go at $1 per GB, bought in steps of $10. A simulator uses about 0.01GB per hour and a trainer about 0.1GB per hour.',
  },
  {
    title: 'Acceptable use',
    description:
      'Do not use RemoteRL to break the law, to attack other systems, or to train agents meant to cause harm.\nDo not try to get around rate limits or to reach other users’ data.',
  },
  {
    title: 'Children',
    description: 'RemoteRL is not directed at children under 13 and we do not knowingly serve them.',
  },
  {
    title: 'Changes to these terms',
    description:
      'We may update these terms. The date at the top always shows the latest change; continuing to use RemoteRL after a change means you accept it.',
  },
];

const contactCard = (
  <PolicyContactCard
    title="Questions?"
    description="If you have any questions about these terms, write to us or send a letter."
    address={{
      label: 'Postal address',
      lines: ['CCNets Inc.', '48 Centum jungang-ro, Haeundae-gu', 'Busan 48059, South Korea'],
    }}
    email={{ label: 'E-mail', address: 'support@ccnets.org' }}
  />
);

const meta = {
  title: 'Sections/PolicyDocument',
  component: PolicyDocument,
  // Their props tables show on this docs page too.
  subcomponents: { PolicyContactCard },
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Terms of Service',
    lastModifiedLabel: 'Last modified on',
    lastModified: '26 Sep, 2023',
    lastModifiedDateTime: '2023-09-26',
    intro: 'These terms govern your use of RemoteRL, a service of CCNets Inc.',
    sections: terms,
    aside: contactCard,
  },
} satisfies Meta<typeof PolicyDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  ...tallViewport('desktopTall'),
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'Terms of Service' });
    await expect(within(article).getByText('Last modified on', { exact: false })).toHaveTextContent(
      'Last modified on 26 Sep, 2023',
    );
    await expect(within(article).getByText('26 Sep, 2023')).toHaveAttribute('datetime', '2023-09-26');
    const sectionHeadings = within(article).getAllByRole('heading', { level: 2 });
    await expect(sectionHeadings).toHaveLength(7);
    await expect(sectionHeadings[0]).toHaveTextContent('1.Acceptance of these terms');
    await expect(sectionHeadings[6]).toHaveTextContent('7.Changes to these terms');

    const card = canvas.getByRole('complementary');
    await expect(within(card).getByRole('region', { name: 'Questions?' })).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'support@ccnets.org' })).toHaveAttribute(
      'href',
      'mailto:support@ccnets.org',
    );
    await expect(card).toHaveTextContent('Busan 48059, South Korea');
  },
};

const moreTerms: PolicySection[] = [
  {
    title: 'Availability',
    description:
      'We aim to keep RemoteRL running around the clock but cannot promise it never stops. Planned maintenance is announced in advance.',
  },
  {
    title: 'Limitation of liability',
    description:
      'RemoteRL is provided as is. To the extent the law allows, CCNets is not liable for indirect losses, such as lost profits or lost training results.',
  },
  {
    title: 'Ending your account',
    description:
      'You can stop using RemoteRL at any time. We may suspend an account that breaks these terms, and tell you why.',
  },
  {
    title: 'Governing law',
    description:
      'These terms are governed by the laws of the Republic of Korea. Disputes go to the courts of Busan.',
  },
];

export const StickyContactCard: Story = {
  args: { sections: [...terms, ...moreTerms] },
  // The card is checked while the page scrolls; the resting layout is Playground's baseline.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const aside = canvasElement.querySelector<HTMLElement>('[data-slot="policy-aside"]')!;
    const article = canvasElement.querySelector<HTMLElement>('[data-slot="policy-document"]')!;
    await expect(getComputedStyle(aside).position).toBe('sticky');
    const restingTop = aside.getBoundingClientRect().top;
    try {
      window.scrollTo(0, 600);
      await new Promise(requestAnimationFrame);
      // The text scrolled away while the card stays 96 px (top-24) under the viewport's top.
      await expect(article.getBoundingClientRect().top).toBeLessThan(restingTop - 500);
      await expect(Math.round(aside.getBoundingClientRect().top)).toBe(96);
    } finally {
      window.scrollTo(0, 0);
    }
  },
};

export const Narrow: Story = {
  ...tallViewport('mobileTall'),
  args: { sections: terms.slice(3, 6), intro: undefined },
  play: async ({ canvasElement }) => {
    const aside = canvasElement.querySelector<HTMLElement>('[data-slot="policy-aside"]')!;
    const article = canvasElement.querySelector<HTMLElement>('[data-slot="policy-document"]')!;
    await expect(getComputedStyle(aside).position).toBe('static');
    await expect(aside.getBoundingClientRect().top).toBeGreaterThan(article.getBoundingClientRect().bottom);
  },
};

export const WithoutContactCard: Story = {
  args: {
    title: 'Cookie Policy',
    intro: undefined,
    aside: undefined,
    sections: [
      {
        title: 'No cookies',
        description:
          'RemoteRL sets no cookies. Your theme and language choices stay in your browser’s local storage.',
      },
      {
        title: 'Videos',
        description:
          'The demo video loads from YouTube only when you press play; YouTube may then set its own cookies.',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

export const Korean: Story = {
  ...tallViewport('desktopTall'),
  args: {
    title: '데이터 정책',
    lastModifiedLabel: '최종 수정일',
    lastModified: '2023년 9월 26일',
    intro: '이 정책은 RemoteRL이 어떤 데이터를 왜 보관하는지 설명합니다.',
    sections: [
      {
        title: '수집하는 정보',
        description: 'Google 계정의 이름과 이메일, 그리고 서비스 이용에 필요한 API 키 정보를 보관합니다.',
      },
      {
        title: '문의 내용',
        description:
          '문의 양식으로 보낸 내용은 이메일 전송 서비스를 통해 보관되며, 사용자가 수정하거나 삭제할 수 없습니다.',
      },
      {
        title: '아동',
        description: '만 13세 미만 아동을 대상으로 하지 않으며, 알면서 서비스를 제공하지 않습니다.',
      },
    ],
    aside: (
      <PolicyContactCard
        title="궁금한 점이 있으신가요?"
        description="이 정책에 대해 궁금한 점이 있으면 이메일이나 우편으로 문의해 주세요."
        address={{
          label: '우편 주소',
          lines: ['(주)씨씨넷츠', '부산광역시 해운대구 센텀중앙로 48', '48059 대한민국'],
        }}
        email={{ label: '이메일', address: 'support@ccnets.org' }}
      />
    ),
  },
  globals: { ...tallViewport('desktopTall').globals, locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('최종 수정일', { exact: false })).toHaveTextContent(
      '최종 수정일 2023년 9월 26일',
    );
    await expect(canvas.getByRole('region', { name: '궁금한 점이 있으신가요?' })).toBeVisible();
  },
};
