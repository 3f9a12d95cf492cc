import { GoogleAuthPage } from './google-auth-content';

/** /login: "Log in with Google" and a link to /signup (spec §2). */
export default function LoginPage() {
  return <GoogleAuthPage mode="login" />;
}
