import type { NotFoundContentProps } from '@ccnets/design-system';
import { useTranslation } from 'react-i18next';
import { renderRouterLink } from '../../../layouts/render-router-link';
import { paths } from '../../../config/paths';

/** The translated text of both not-found pages: the message, "tell us" (to /contact) and Back home. */
export function useNotFoundContent(): NotFoundContentProps {
  const { t } = useTranslation();
  return {
    code: t('public.notFound.eyebrow'),
    message: t('public.notFound.title'),
    report: {
      before: t('public.notFound.reportBefore'),
      linkLabel: t('public.notFound.reportLink'),
      after: t('public.notFound.reportAfter'),
      href: paths.contact,
    },
    homeLabel: t('public.notFound.backHome'),
    homeHref: paths.home,
    renderLink: renderRouterLink,
    headingLevel: 1,
  };
}
