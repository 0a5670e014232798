export { FullPageSpinner, Spinner, type SpinnerProps } from './spinner';
