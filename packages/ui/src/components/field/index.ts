export { Field, type FieldProps, useFieldControl } from './field';
