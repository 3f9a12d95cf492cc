import { AboutIntro, CompanySection, OurStory, VisionCards } from '@ccnets/design-system';
import {
  Handshake,
  Lightbulb,
  ScanSearch,
  ShieldCheck,
  Sparkles,
  Waypoints,
  Zap,
} from '@ccnets/design-system/icons';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../config/brand';
import { textList, type TitledText } from '../../../i18n/text-list';
import { AboutContactSection } from './about-contact-section';

const pillarIcons = [
  <ScanSearch key="explainer" />,
  <Waypoints key="reasoner" />,
  <Sparkles key="producer" />,
];
const visionIcons = [
  <Lightbulb key="innovative" />,
  <Zap key="efficient" />,
  <Handshake key="collaborative" />,
  <ShieldCheck key="trust" />,
];

const withIcons = (items: TitledText[], icons: ReactElement[]) =>
  items.map((item, index) => ({ ...item, icon: icons[index] }));

const paragraphs = (texts: string[]) => texts.map((text) => <p key={text}>{text}</p>);

/** About (/about): Causal Cooperative Networks, our story, vision, company (with Apply) and contact. */
export default function AboutPage() {
  const { t } = useTranslation();
  const applySubject = encodeURIComponent(t('public.about.company.join.applySubject'));

  return (
    <>
      <AboutIntro
        headingLevel={1}
        eyebrow={t('public.about.hero.eyebrow')}
        title={t('public.about.hero.title')}
        body={<p>{t('public.about.hero.description')}</p>}
        pillars={withIcons(textList<TitledText>(t, 'public.about.hero.pillars'), pillarIcons)}
      />
      <OurStory
        eyebrow={t('public.about.story.eyebrow')}
        title={t('public.about.story.title')}
        body={paragraphs(textList<string>(t, 'public.about.story.paragraphs'))}
      />
      <VisionCards
        eyebrow={t('public.about.vision.eyebrow')}
        title={t('public.about.vision.title')}
        description={t('public.about.vision.description')}
        items={withIcons(textList<TitledText>(t, 'public.about.vision.cards'), visionIcons)}
      />
      <CompanySection
        tone="surface"
        eyebrow={t('public.about.company.eyebrow')}
        title={t('public.about.company.title')}
        process={{
          title: t('public.about.company.processTitle'),
          description: t('public.about.company.process'),
        }}
        team={{ title: t('public.about.company.teamTitle'), description: t('public.about.company.team') }}
        join={{
          title: t('public.about.company.join.title'),
          description: t('public.about.company.join.description'),
          applyLabel: t('public.about.company.join.apply'),
          applyHref: `mailto:${brand.careersEmail}?subject=${applySubject}`,
          note: t('public.about.company.join.note', { email: brand.careersEmail }),
        }}
      />
      <AboutContactSection />
    </>
  );
}
