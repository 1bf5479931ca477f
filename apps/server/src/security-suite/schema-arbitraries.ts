import fc from 'fast-check';
import { hostileText, hostileValue } from './hostile-values.ts';
import { alternatives, type JsonSchema, type Parameter, type RouteInput } from './openapi-document.ts';

const typeOf = (schema: JsonSchema) => [schema.type].flat().find((type) => type !== 'null');
const nullable = (schema: JsonSchema) =>
  [schema.type].flat().includes('null') || Boolean(schema.anyOf?.some((option) => option.type === 'null'));

/** Values the schema describes, small ids first (they name real rows of the suite's world). */
function validValue(schema: JsonSchema | undefined, depth: number): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 1 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const options = alternatives(schema);
  if (options.length > 1 || options[0] !== schema) {
    const choices = options.map((option) => withHostile(option, depth + 1));
    return nullable(schema) ? fc.oneof(...choices, fc.constant(null)) : fc.oneof(...choices);
  }
  switch (typeOf(schema)) {
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(properties).map(([key, inner]) => [key, withHostile(inner, depth + 1)]),
      );
      const required = (schema.required ?? []).filter((key) => key in properties);
      return Object.keys(record).length
        ? fc.record(record, { requiredKeys: required })
        : fc.dictionary(fc.string({ maxLength: 8 }), withHostile(undefined, depth + 1), { maxKeys: 3 });
    }
    case 'array':
      return fc.array(withHostile(schema.items, depth + 1), { maxLength: 3 });
    case 'string':
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 24, 24) });
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -5, -5), max: Math.min(schema.maximum ?? 12, 12) });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
    case 'boolean':
      return fc.boolean();
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** A value of the schema three times out of four, a hostile one otherwise. */
export function withHostile(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: validValue(schema, depth) },
    { weight: 1, arbitrary: hostileValue() },
  );
}

/** A query or path value as text: the schema's values written out, or hostile text. */
function textOf(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const valid = validValue(schema, 3).map((value) =>
    typeof value === 'string' ? value : JSON.stringify(value ?? ''),
  );
  return fc.oneof({ weight: 2, arbitrary: valid }, { weight: 2, arbitrary: hostileText() });
}

/** One query parameter: absent, once, twice (an array), or as a nested key. */
function queryPairs(parameter: Parameter): fc.Arbitrary<[string, string][]> {
  const text = textOf(parameter.schema);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant<[string, string][]>([]) },
    { weight: 4, arbitrary: text.map((value): [string, string][] => [[parameter.name, value]]) },
    {
      weight: 1,
      arbitrary: fc.tuple(text, text).map(([a, b]): [string, string][] => [
        [parameter.name, a],
        [parameter.name, b],
      ]),
    },
    { weight: 1, arbitrary: text.map((value): [string, string][] => [[`${parameter.name}[a][b]`, value]]) },
  );
}

export interface FuzzCase {
  path: Record<string, string>;
  query: [string, string][];
  /** undefined: no body sent. */
  body: unknown;
}

/**
 * Requests for one route from what the OpenAPI document says it takes: path parameters (a real
 * id or hostile text), query parameters, and a JSON body (schema-shaped with hostile values
 * inside, or hostile as a whole). A route the document leaves out still gets hostile input.
 */
export function fuzzCases(
  params: string[],
  input: RouteInput,
  realValue: (param: string) => string,
  sendsBody: boolean,
): fc.Arbitrary<FuzzCase> {
  const path = fc.record(
    Object.fromEntries(
      params.map((param) => [
        param,
        fc.oneof(
          { weight: 1, arbitrary: fc.constant(realValue(param)) },
          { weight: 2, arbitrary: hostileText() },
        ),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const query = fc.tuple(...input.query.map(queryPairs)).map((pairs) => pairs.flat());
  const body = sendsBody
    ? input.body
      ? withHostile(input.body)
      : fc.oneof(fc.constant({}), hostileValue(), fc.dictionary(fc.string({ maxLength: 8 }), hostileValue()))
    : fc.constant(undefined);
  return fc.record({ path, query, body });
}
