export { Spinner, type SpinnerProps } from './spinner';
export { spinnerVariants } from './spinner-variants';
