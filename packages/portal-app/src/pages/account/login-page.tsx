import { GoogleAuthPage } from './google-auth-content';

/** /login: "Log in with Google" and a link to /signup (docs/product.md#public-pages). */
export default function LoginPage() {
  return <GoogleAuthPage mode="login" />;
}
