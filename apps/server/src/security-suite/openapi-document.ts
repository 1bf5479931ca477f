import type { App } from '../app.ts';
import { type AppRoute, openApiPath } from './route-catalogue.ts';

/** The slice of JSON Schema the routes' zod schemas turn into. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

/** What the OpenAPI document says a route takes (nothing for a route it leaves out). */
export interface RouteInput {
  path: Parameter[];
  query: Parameter[];
  /** The JSON body's schema, when the route takes one. */
  body?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** The app's own OpenAPI document (features/openapi), as a client reads it. */
export async function openApiDocument(app: App): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`no OpenAPI document: ${response.statusCode}`);
  return response.json();
}

/** Replaces `$ref`s by the component they name (the document has no recursive schema). */
function resolved(
  document: OpenApiDocument,
  schema: JsonSchema | undefined,
  depth = 0,
): JsonSchema | undefined {
  if (!schema || depth > 20) return schema;
  const base = schema.$ref ? document.components?.schemas?.[schema.$ref.split('/').pop()!] : schema;
  if (!base) return undefined;
  const deeper = (inner: JsonSchema | undefined) => resolved(document, inner, depth + 1);
  return {
    ...base,
    ...(base.properties && {
      properties: Object.fromEntries(
        Object.entries(base.properties).map(([key, value]) => [key, deeper(value)!]),
      ),
    }),
    ...(base.items && { items: deeper(base.items) }),
    ...(base.anyOf && { anyOf: base.anyOf.map((inner) => deeper(inner)!) }),
    ...(base.oneOf && { oneOf: base.oneOf.map((inner) => deeper(inner)!) }),
    ...(base.allOf && { allOf: base.allOf.map((inner) => deeper(inner)!) }),
  };
}

export function routeInput(document: OpenApiDocument, route: AppRoute): RouteInput {
  const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
  const parameters = (operation?.parameters ?? []).map((parameter) => ({
    ...parameter,
    schema: resolved(document, parameter.schema),
  }));
  const content = operation?.requestBody?.content ?? {};
  const body = resolved(document, content['application/json']?.schema);
  return {
    path: parameters.filter((parameter) => parameter.in === 'path'),
    query: parameters.filter((parameter) => parameter.in === 'query'),
    ...(body && { body }),
  };
}

/** The non-null alternatives of a schema (`anyOf`/`oneOf`), or the schema itself. */
export function alternatives(schema: JsonSchema): JsonSchema[] {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return [schema];
  return options.filter((option) => option.type !== 'null');
}

const typeOf = (schema: JsonSchema) => [schema.type].flat().find((type) => type !== 'null');

/** A plain value the schema accepts (required properties only): the base a test then alters. */
export function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return {};
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.allOf?.length) return sampleOf(schema.allOf[0]);
  const first = alternatives(schema)[0];
  if (first !== schema) return first ? sampleOf(first) : null;
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sampleOf(schema.properties?.[key])]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items));
    case 'string':
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    default:
      return null;
  }
}
