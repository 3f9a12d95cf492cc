// Entry `@ccnets/design-system/forms`: the forms and their schemas, each folder also a subpath of
// its own (`/contact-form`, `/schemas`…). The package root leaves them out: they need the optional
// peer dependencies react-hook-form, @hookform/resolvers and zod (the schemas only zod).
export * from './schemas';
export * from './charge-form';
export * from './contact-form';
export * from './onboarding-form';
