/**
 * The response serializer compiler of the generic endpoints: fast-json-stringify (what Fastify
 * uses by default), but compiled on a route's first answer with that status instead of at
 * start-up, and shared between routes with the same schema (the error shapes of every route,
 * the row of getbyid/add/update). Compiling ~900 serializers eagerly tripled buildApp's time.
 * fast-json-stringify comes with Fastify (its serializer); it is not a separate download.
 */
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';

type Serialize = (data: unknown) => string;

const compiled = new Map<string, Serialize>();

function compile(schema: object): Serialize {
  const key = JSON.stringify(schema);
  let fn = compiled.get(key);
  if (!fn) {
    fn = fastJson(schema) as Serialize;
    compiled.set(key, fn);
  }
  return fn;
}

/**
 * A value the schema does not describe (a nullable property holding another type, which
 * fast-json-stringify refuses with a TypeError) falls back to JSON.stringify: the answer is
 * never a 500 and never loses data because of its documentation.
 */
export const lazySerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  let fn: Serialize | undefined;
  return (data: unknown) => {
    fn ??= compile(schema as object);
    try {
      return fn(data);
    } catch (error) {
      if (error instanceof TypeError) return JSON.stringify(data);
      throw error;
    }
  };
};
