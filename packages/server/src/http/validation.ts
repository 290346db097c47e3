import { fieldNamesOf, fieldProblemsOf, hasNulCharacter } from '@dating/contract';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { validationFailed } from './api-failure.js';

/** Whether a parsed value holds a NUL character anywhere (its depth is the schema's). */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return hasNulCharacter(value);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, inner]) => hasNulCharacter(key) || holdsNul(inner));
}

/** The field of a parsed request that holds a NUL character, or `root` for one the table does not name. */
function fieldWithNul(
  parsed: unknown,
  fields: readonly string[],
  root: string,
): string | undefined {
  if (typeof parsed !== 'object' || parsed === null) return holdsNul(parsed) ? root : undefined;
  for (const [field, value] of Object.entries(parsed)) {
    if (hasNulCharacter(field) || holdsNul(value)) return fields.includes(field) ? field : root;
  }
  return undefined;
}

/** A query without its empty values: a form's "any" choice (`gender=`) is the same as none. */
function withoutEmptyValues(query: unknown): unknown {
  if (typeof query !== 'object' || query === null) return query;
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}

/**
 * Checks a request part (query or body) with the table's zod schema and answers 400
 * `validation_failed` with a problem code per field. A NUL character, which PostgreSQL cannot store
 * in text, makes its field `invalid` too.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const root = httpPart === 'querystring' ? 'query' : 'body';
  const fields = fieldNamesOf(schema);
  return (data) => {
    const input = root === 'query' ? withoutEmptyValues(data) : data;
    const result = schema.safeParse(input, { reportInput: true });
    if (!result.success) return { error: validationFailed(fieldProblemsOf(result.error, root)) };
    const withNul = fieldWithNul(result.data, fields, root);
    if (withNul) return { error: validationFailed({ [withNul]: 'invalid' }) };
    return { value: result.data };
  };
};
