import fastJson, { type AnySchema } from 'fast-json-stringify';
import { z } from 'zod';

type Serializer = (data: unknown) => string;

const compiled = new WeakMap<z.ZodType, Serializer>();

/**
 * Writes an answer with a serializer compiled from its contract schema: only declared fields are written, and a
 * missing required field is an error. A schema that JSON Schema cannot describe is checked with zod instead.
 */
export function responseSerializer(schema: z.ZodType): Serializer {
  let serializer = compiled.get(schema);
  if (!serializer) {
    serializer = compile(schema);
    compiled.set(schema, serializer);
  }
  return serializer;
}

function compile(schema: z.ZodType): Serializer {
  try {
    const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
    return fastJson(jsonSchema as AnySchema) as Serializer;
  } catch {
    return (data) => JSON.stringify(schema.parse(data));
  }
}
