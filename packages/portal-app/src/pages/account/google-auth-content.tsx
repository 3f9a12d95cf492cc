import { AuthCard, Link } from '@ccnets/design-system';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BrandLogo } from '../../layouts/brand-logo';
import { renderRouterLink } from '../../layouts/render-router-link';
import { paths } from '../../config/paths';
import { useGoogleSignIn } from './use-google-sign-in';

export interface GoogleAuthPageProps {
  mode: 'login' | 'signup';
}

/**
 * The login and sign-up pages: the auth card with its one "… with Google" button and the link
 * to the other page. `next` is kept when switching, so a guarded page still gets its user back
 * after they sign up instead of logging in.
 */
export function GoogleAuthPage({ mode }: GoogleAuthPageProps) {
  const { t } = useTranslation();
  const { start, pending } = useGoogleSignIn(mode);
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const other = mode === 'login' ? paths.signup : paths.login;
  const text = (key: string) => t(`account.${mode}.${key}`);
  const policyLink = (href: string, label: string) => (
    <Link asChild variant="inline">
      {renderRouterLink({ href, children: label })}
    </Link>
  );

  return (
    <div className="flex justify-center px-4 py-12 md:py-20">
      <AuthCard
        logo={<BrandLogo />}
        title={text('title')}
        description={text('subtitle')}
        googleLabel={pending ? text('pending') : text('google')}
        onGoogleClick={start}
        googleLoading={pending}
        notice={
          <>
            {t('account.googleNote')} {t('account.legalPrefix')}{' '}
            {policyLink(paths.terms, t('account.legalTerms'))} ·{' '}
            {policyLink(paths.dataPolicy, t('account.legalPrivacy'))}
          </>
        }
        switchTo={{
          prompt: text('switchPrompt'),
          label: text('switchLink'),
          href: next ? `${other}?next=${encodeURIComponent(next).replace(/%2F/gi, '/')}` : other,
        }}
        renderLink={renderRouterLink}
      />
    </div>
  );
}
