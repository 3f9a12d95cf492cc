import {
  Button,
  FeatureBlocks,
  FunctionCards,
  Hero,
  Industries,
  NewsList,
  PaperList,
  RemoteTrainingIllustration,
} from '@ccnets/design-system';
import {
  Bot,
  Boxes,
  BrainCircuit,
  Cloud,
  Factory,
  FlaskConical,
  Gamepad2,
  Laptop,
  MessageSquareText,
  MessagesSquare,
  RefreshCcw,
  SlidersHorizontal,
} from '@ccnets/design-system/icons';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink as Link } from '../../../routes/localized-link';
import { brand } from '../../../config/brand';
import { formatPublished, newsEntries } from '../../../content/news';
import { paperLinks } from '../../../content/research';
import { textList, textObject, type TitledText } from '../../../i18n/text-list';
import { renderRouterLink } from '../../../layouts/render-router-link';
import { paths } from '../../../config/paths';
import { HomeContactSection } from './home-contact-section';
import { HomeDemoSection } from './home-demo-section';

/** Icons in the order of the matching locale lists; decorative, the titles carry the meaning. */
const oneClickIcons = [<BrainCircuit key="hard" />, <Boxes key="many" />, <SlidersHorizontal key="tuning" />];
const featureIcons = [<Cloud key="cloud" />, <Laptop key="local" />, <MessageSquareText key="gpt" />];
const functionIcons = [
  <FlaskConical key="less" />,
  <MessagesSquare key="slm" />,
  <RefreshCcw key="evolve" />,
];
const industryIcons = [
  <Gamepad2 key="gaming" />,
  <Bot key="robotics" />,
  <Factory key="automation" />,
  <MessagesSquare key="llm" />,
];

function withIcons(items: TitledText[], icons: ReactElement[]) {
  return items.map((item, index) => ({ ...item, icon: icons[index] }));
}

interface NewsText {
  label: string;
  title: string;
  description: string;
}

/** Home (/): hero, why one-click, why RemoteRL, functions, industries, news, studies, demo, contact. */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';

  const featured = textObject<NewsText>(t, 'public.home.news.featured');
  const news = [...(featured ? [featured] : []), ...textList<NewsText>(t, 'public.home.news.items')];
  const papers = textList<TitledText>(t, 'public.home.studies.papers');

  return (
    <>
      <Hero
        tagline={t('public.home.hero.eyebrow')}
        headline={t('public.home.hero.title')}
        description={t('public.home.hero.description')}
        actions={
          <>
            <Button asChild size="lg">
              <Link to={paths.getStarted}>{t('public.home.hero.primaryAction')}</Link>
            </Button>
            <Button asChild size="lg" variant="outlined">
              <Link to={paths.about}>{t('public.home.hero.secondaryAction')}</Link>
            </Button>
          </>
        }
        illustration={<RemoteTrainingIllustration title={t('public.home.hero.illustrationAlt')} />}
      />
      <FeatureBlocks
        tone="surface"
        eyebrow={t('public.home.whyOneClick.eyebrow')}
        title={t('public.home.whyOneClick.title')}
        description={t('public.home.whyOneClick.description')}
        items={withIcons(textList<TitledText>(t, 'public.home.whyOneClick.items'), oneClickIcons)}
      />
      <FeatureBlocks
        eyebrow={t('public.home.whyProduct.eyebrow')}
        title={t('public.home.whyProduct.title')}
        description={t('public.home.whyProduct.description')}
        items={withIcons(textList<TitledText>(t, 'public.home.whyProduct.features'), featureIcons)}
      />
      <FunctionCards
        tone="alternate"
        eyebrow={t('public.home.functions.eyebrow')}
        title={t('public.home.functions.title')}
        description={t('public.home.functions.description')}
        items={withIcons(textList<TitledText>(t, 'public.home.functions.items'), functionIcons)}
      />
      <Industries
        eyebrow={t('public.home.industries.eyebrow')}
        title={t('public.home.industries.title')}
        description={t('public.home.industries.description')}
        items={withIcons(textList<TitledText>(t, 'public.home.industries.items'), industryIcons)}
      />
      <NewsList
        tone="surface"
        eyebrow={t('public.home.news.eyebrow')}
        title={t('public.home.news.title')}
        description={t('public.home.news.description')}
        items={news.map((item, index) => {
          const entry = newsEntries[index];
          return {
            id: `news-${index}`,
            title: item.title,
            summary: item.description,
            category: item.label,
            date: entry ? formatPublished(entry.published, language) : '',
            dateTime: entry?.published,
            href: entry?.href ?? brand.blogUrl,
            external: true,
          };
        })}
        footer={
          <Button asChild variant="outlined">
            <a href={brand.blogUrl} target="_blank" rel="noopener noreferrer">
              {t('public.home.news.readMore')}
              <span className="sr-only"> {t('common.newTab')}</span>
            </a>
          </Button>
        }
      />
      <PaperList
        eyebrow={t('public.home.studies.eyebrow')}
        title={t('public.home.studies.title')}
        description={t('public.home.studies.description')}
        renderLink={renderRouterLink}
        items={papers.map((paper, index) => ({
          id: `paper-${index}`,
          title: paper.title,
          summary: paper.description,
          href: paperLinks[index] ?? brand.githubUrl,
          external: true,
        }))}
      />
      <HomeDemoSection />
      <HomeContactSection />
    </>
  );
}
