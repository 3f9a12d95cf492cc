import { usePageMeta } from '../../i18n/use-page-meta';
import { GoogleAuthPage } from './google-auth-page';

/** /signup: "Sign up with Google" and a link to /login (spec §2). */
export default function SignupPage() {
  usePageMeta('account.signup');
  return <GoogleAuthPage mode="signup" />;
}
