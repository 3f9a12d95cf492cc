import { Button, FeatureBlocks, Hero, PageSection } from '@ccnets/design-system';
import { quickStartSnippets } from '@remoterl/product';
import { Cloud, FlaskConical, Laptop, Rocket } from '@ccnets/design-system/icons';
import { useTranslation } from 'react-i18next';
import { LocalizedLink as Link } from '../../../routes/localized-link';
import { textList, type TitledText } from '../../../i18n/text-list';
import { paths } from '../../../config/paths';
import { toLanguage } from '../../../i18n/languages';
import { Island } from '../../../islands/island';
import type { QuickStartIslandProps } from '../../../islands/quick-start-island';

const whyIcons = [
  <Rocket key="setup" />,
  <Laptop key="local" />,
  <Cloud key="scale" />,
  <FlaskConical key="research" />,
];

/** Get started (/get-remoterl): what it is, the quick start with copy buttons, why, and sign-up. */
export default function GetStartedPage() {
  const { t, i18n } = useTranslation();
  // @remoterl/product says which steps there are and in what order; the texts follow their ids.
  const steps = quickStartSnippets().map(({ id, code, language }) => ({
    id,
    title: t(`public.getStarted.quickStart.steps.${id}.title`),
    description: t(`public.getStarted.quickStart.steps.${id}.description`),
    code,
    language,
  }));
  const quickStart: QuickStartIslandProps = {
    language: toLanguage(i18n.language),
    tone: 'surface',
    eyebrow: t('public.getStarted.quickStart.eyebrow'),
    title: t('public.getStarted.quickStart.title'),
    description: t('public.getStarted.quickStart.description'),
    steps,
    copied: t('public.getStarted.quickStart.copied'),
    copyFailed: t('public.getStarted.quickStart.copyFailed'),
  };
  const signUp = (
    <Button asChild size="lg">
      <Link to={paths.signup}>{t('public.getStarted.cta.action')}</Link>
    </Button>
  );

  return (
    <>
      <Hero
        tone="alternate"
        tagline={t('public.getStarted.hero.eyebrow')}
        headline={t('public.getStarted.hero.title')}
        description={t('public.getStarted.hero.description')}
        actions={signUp}
      />
      <PageSection eyebrow={t('public.getStarted.what.eyebrow')} title={t('public.getStarted.what.title')}>
        <div className="flex max-w-3xl flex-col gap-4 text-lg leading-relaxed text-ds-muted">
          {textList<string>(t, 'public.getStarted.what.paragraphs').map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </PageSection>
      {/* The copy buttons are the page's only live part: an island (docs/decisions.md). */}
      <Island name="quick-start" props={quickStart} />
      <FeatureBlocks
        eyebrow={t('public.getStarted.why.eyebrow')}
        title={t('public.getStarted.why.title')}
        items={textList<TitledText>(t, 'public.getStarted.why.items').map((item, index) => ({
          ...item,
          icon: whyIcons[index],
        }))}
      />
      <PageSection
        tone="brand"
        align="center"
        title={t('public.getStarted.cta.title')}
        description={t('public.getStarted.cta.description')}
      >
        <div className="flex justify-center">
          <Button asChild size="lg" variant="light">
            <Link to={paths.signup}>{t('public.getStarted.cta.action')}</Link>
          </Button>
        </div>
      </PageSection>
    </>
  );
}
