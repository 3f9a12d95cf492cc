import { Button, Card, Link } from '@ccnets/design-system';
import { useTranslation } from 'react-i18next';
import { renderRouterLink } from '../../layouts/render-router-link';
import { publicPaths } from '../../routes/paths';
import { userPaths } from '../../routes/user-paths';
import { GoogleMark } from './google-mark';
import { useGoogleSignIn } from './use-google-sign-in';

export interface GoogleAuthPageProps {
  mode: 'login' | 'signup';
}

/**
 * The login and sign-up card (460 px wide, at least 570 px high): one "… with Google" button,
 * and the link to the other page. `next` is kept when switching, so a guarded page still
 * gets its user back after they sign up instead.
 */
export function GoogleAuthPage({ mode }: GoogleAuthPageProps) {
  const { t } = useTranslation();
  const { start, pending } = useGoogleSignIn(mode);
  const other = mode === 'login' ? userPaths.signup : userPaths.login;
  const text = (key: string) => t(`account.${mode}.${key}`);

  return (
    <div className="flex justify-center px-4 py-16 md:py-24">
      <Card
        variant="raised"
        padding="lg"
        className="w-full max-w-(--rrl-auth-card-width) justify-center gap-8 md:min-h-(--rrl-auth-card-min-height)"
      >
        <header className="flex flex-col gap-2 text-center">
          <h1 className="text-2xl font-semibold tracking-tight text-foreground">{text('title')}</h1>
          <p className="text-muted">{text('subtitle')}</p>
        </header>
        <div className="flex flex-col gap-4">
          <Button
            variant="outlined"
            size="lg"
            fullWidth
            loading={pending}
            startIcon={<GoogleMark />}
            onClick={start}
          >
            {pending ? text('pending') : text('google')}
          </Button>
          <p className="text-center text-sm text-muted">{t('account.googleNote')}</p>
        </div>
        <p className="text-center text-sm text-muted">
          {text('switchPrompt')}{' '}
          <Link asChild variant="inline">
            {renderRouterLink({ href: `${other}${window.location.search}`, children: text('switchLink') })}
          </Link>
        </p>
        <p className="text-center text-xs text-muted">
          {t('account.legalPrefix')}{' '}
          <Link asChild variant="inline">
            {renderRouterLink({ href: publicPaths.terms, children: t('account.legalTerms') })}
          </Link>
          {' · '}
          <Link asChild variant="inline">
            {renderRouterLink({ href: publicPaths.dataPolicy, children: t('account.legalPrivacy') })}
          </Link>
        </p>
      </Card>
    </div>
  );
}
