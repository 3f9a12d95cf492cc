import { GoogleAuthPage } from './google-auth-content';

/** /signup: "Sign up with Google" and a link to /login (spec §2). */
export default function SignupPage() {
  return <GoogleAuthPage mode="signup" />;
}
