export * from './contact-schema';
export * from './onboarding-schema';
export * from './charge-schema';
