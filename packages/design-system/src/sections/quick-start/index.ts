export { QuickStartSteps, type QuickStartStep, type QuickStartStepsProps } from './quick-start-steps';
