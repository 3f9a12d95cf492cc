import { usePageMeta } from '../../i18n/use-page-meta';
import { GoogleAuthPage } from './google-auth-page';

/** /login: "Log in with Google" and a link to /signup (spec §2). */
export default function LoginPage() {
  usePageMeta('account.login');
  return <GoogleAuthPage mode="login" />;
}
