import { GoogleAuthPage } from './google-auth-content';

/** /signup: "Sign up with Google" and a link to /login (docs/product.md#public-pages). */
export default function SignupPage() {
  return <GoogleAuthPage mode="signup" />;
}
