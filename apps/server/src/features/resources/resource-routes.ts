import { ZListQuery } from '@vitrine/core/schemas/list-query-parse';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../http/http-errors.ts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import { documentedOnly } from './documented-only.ts';
import { ListAnswers } from './list-answers.ts';
import { findRow } from './list-rows.ts';
import { type IncludeTree, presentRows } from './present-rows.ts';
import { resourceRegistry } from './registry.ts';
import { itemQueryOf, listQueryOf, pathId, presentOptionsOf } from './request-query.ts';
import type { Action, ResourceDefinition } from './resource.ts';
import { createRow, deleteRow, updateRow } from './write-rows.ts';

const ZIdParams = z.object({ id: z.string() });

/** A list call's query as the OpenAPI document shows it: the common keys and the resource's filters. */
function listQueryDocumentOf(resource: ResourceDefinition) {
  const filters = Object.keys(resource.filters).map((key) => [`filter[${key}]`, z.string().optional()]);
  return ZListQuery.extend(Object.fromEntries(filters));
}

/** preHandler: the resource's policy lets the actor do this kind of action at all (403 otherwise). */
function authorize(resource: ResourceDefinition, action: Action) {
  return async (request: FastifyRequest) => {
    if (action === 'read' && !resource.policy.read(currentUser(request))) throw forbidden();
  };
}

async function presentOne(
  request: FastifyRequest,
  resource: ResourceDefinition,
  id: number | string,
  tree: IncludeTree,
  query: Parameters<typeof presentOptionsOf>[1],
) {
  const options = presentOptionsOf(request, query);
  const row = await findRow(options.db, resource, options.actor, id);
  if (!row) throw notFound();
  const [entity] = await presentRows(resource, [row], tree, options);
  return entity;
}

/**
 * One set of routes for every resource of the registry (GET list, GET one, POST, PUT, DELETE).
 * Each route runs: CSRF (plugin, on writes) → auth → policy → query/body validation →
 * transaction (writes) → presenter.
 */
export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const listAnswers = new ListAnswers();
  for (const resource of resourceRegistry.values()) {
    const base = `/${resource.name}`;
    const tags = [resource.name];
    const body = { create: resource.input.create, update: resource.input.update };

    app.get(
      base,
      {
        schema: { tags, querystring: listQueryDocumentOf(resource) },
        validatorCompiler: documentedOnly,
        preHandler: [requireUser, authorize(resource, 'read')],
      },
      async (request, reply) => {
        const query = listQueryOf(request, resource);
        const json = await listAnswers.json(request, resource, query, presentOptionsOf(request, query));
        return reply.type('application/json; charset=utf-8').send(json);
      },
    );

    app.get(
      `${base}/:id`,
      {
        schema: { tags, params: ZIdParams, querystring: ZListQuery },
        validatorCompiler: documentedOnly,
        preHandler: [requireUser, authorize(resource, 'read')],
      },
      async (request) => {
        const { tree, query } = itemQueryOf(request, resource);
        return {
          data: await presentOne(request, resource, pathId(resource, request.params.id), tree, query),
        };
      },
    );

    app.post(
      base,
      {
        schema: { tags, querystring: ZListQuery, body: body.create },
        validatorCompiler: documentedOnly,
        preHandler: [requireUser],
      },
      async (request, reply) => {
        const { tree, query } = itemQueryOf(request, resource);
        const id = await createRow(app, resource, currentUser(request), request.body);
        return reply.code(201).send({ data: await presentOne(request, resource, id, tree, query) });
      },
    );

    app.put(
      `${base}/:id`,
      {
        schema: { tags, params: ZIdParams, querystring: ZListQuery, body: body.update },
        validatorCompiler: documentedOnly,
        preHandler: [requireUser],
      },
      async (request) => {
        const { tree, query } = itemQueryOf(request, resource);
        const id = pathId(resource, request.params.id);
        await updateRow(app, resource, currentUser(request), id, request.body);
        return { data: await presentOne(request, resource, id, tree, query) };
      },
    );

    app.delete(
      `${base}/:id`,
      {
        schema: { tags, params: ZIdParams },
        validatorCompiler: documentedOnly,
        preHandler: [requireUser],
      },
      async (request, reply) => {
        await deleteRow(app, resource, currentUser(request), pathId(resource, request.params.id));
        return reply.code(204).send();
      },
    );
  }
};
