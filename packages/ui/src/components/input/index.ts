export { Input, type InputProps, inputClasses } from './input';
