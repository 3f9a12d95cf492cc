export {
  OnboardingForm,
  defaultOnboardingFormLabels,
  type OnboardingFormLabels,
  type OnboardingFormProps,
} from './onboarding-form';
