export { AuthCard, type AuthCardProps, type AuthSwitch } from './auth-card';
export { GoogleButton, GoogleMark, type GoogleButtonProps } from './google-button';
