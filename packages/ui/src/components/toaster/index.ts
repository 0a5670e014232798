export { TOAST_DURATIONS, Toaster, type ToasterProps, toast } from './toaster';
