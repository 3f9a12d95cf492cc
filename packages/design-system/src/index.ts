// Public entry of @ccnets/design-system. One export line per component folder.
export { cn } from './lib/cn';
export * from './theme';
export * from './components/button';
export * from './components/container';
export * from './components/spinner';
export * from './components/icon-button';
export * from './components/link';
export * from './components/text-field';
export * from './components/dialog';
export * from './components/code-block';
export * from './components/drawer';
export * from './forms/schemas';
export * from './plan-modal';
export * from './forms/onboarding-form';
export * from './components/theme-toggle';
export * from './components/language-switch';
export * from './blocks/payment-status';
export * from './components/checkbox';
