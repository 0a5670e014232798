import { type FieldErrors, fieldErrors } from '@wuz/api/contract';
import { useCallback, useState } from 'react';
import type { ZodType } from 'zod';

/** Form values and their errors; a field's error clears as soon as the user edits that field. */
export function useForm<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const setField = useCallback((name: keyof T & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  /** Checks the values against a contract schema and shows the first message of each field. */
  const validate = useCallback(
    (schema: ZodType) => {
      const found = fieldErrors(schema, values);
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    [values],
  );

  /** Props for an input bound to `name`. */
  const bind = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
  });

  return { values, errors, setField, setValues, setErrors, validate, bind };
}
