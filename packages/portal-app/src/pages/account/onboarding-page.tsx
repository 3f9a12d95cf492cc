import { OnboardingForm, type OnboardingFormValues } from '@ccnets/design-system/forms';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { completeOnboarding, MissingTempUserError } from '../../auth/google-flows';
import { renderRouterLink } from '../../layouts/render-router-link';
import { paths, USER_AREA_HOME } from '../../config/paths';
import { useAccount } from '../../account';
import { AuthPageFrame } from './auth-page-frame';
import { useNotify } from '../../hooks/use-notify';

/**
 * Sign-up completion (docs/product.md#sign-in): the Google account's e-mail (read-only), a name and the terms.
 * A visitor who arrives without the temporary user (a reload, a direct visit) is sent to
 * sign-up with a short explanation rather than shown an empty form that can only fail; a
 * failed call keeps the user on the form with the name as typed.
 */
export default function OnboardingPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  // Unknown while a stored account's store loads: its guard may yet send a signed-in user on.
  const accountKnown = useAccount() !== 'unknown';
  const tempUser = useAccount((state) => state.tempUser);
  // Decided once, on arrival: completing the sign-up clears the temporary user before the
  // page leaves for the dashboard, and that must not read as a visitor without one.
  const [arrivedWithoutSignUp] = useState(() => tempUser === null);
  const redirected = useRef(false);

  useEffect(() => {
    if (!arrivedWithoutSignUp || !accountKnown || redirected.current) return;
    redirected.current = true;
    notify('info', t('account.toasts.signUpFirst'));
    navigate(paths.signup, { replace: true });
  }, [accountKnown, arrivedWithoutSignUp, navigate, notify, t]);

  const submit = useCallback(
    async ({ name }: OnboardingFormValues) => {
      try {
        await completeOnboarding(name);
      } catch (error) {
        if (error instanceof MissingTempUserError) {
          notify('error', t('account.toasts.noLoginInfo'));
        } else {
          console.error('Completing the sign-up failed.', error);
          notify('error', t('account.toasts.serverError'));
        }
        throw error;
      }
      navigate(USER_AREA_HOME, { replace: true });
    },
    [navigate, notify, t],
  );

  if (arrivedWithoutSignUp) return null;

  return (
    <AuthPageFrame>
      <OnboardingForm
        email={tempUser?.email ?? ''}
        defaultName={tempUser?.displayName ?? ''}
        onSubmit={submit}
        termsHref={paths.terms}
        privacyHref={paths.dataPolicy}
        renderLink={renderRouterLink}
        labels={{
          title: t('account.onboarding.title'),
          tagline: t('account.onboarding.tagline'),
          email: t('account.onboarding.email'),
          name: t('account.onboarding.name'),
          namePlaceholder: t('account.onboarding.namePlaceholder'),
          acceptTerms: t('account.onboarding.acceptTerms'),
          termsOfService: t('account.onboarding.termsOfService'),
          privacyPolicy: t('account.onboarding.privacyPolicy'),
          submit: t('account.onboarding.submit'),
        }}
        messages={{
          nameRequired: t('account.onboarding.nameRequired'),
          termsRequired: t('account.onboarding.termsRequired'),
        }}
      />
    </AuthPageFrame>
  );
}
