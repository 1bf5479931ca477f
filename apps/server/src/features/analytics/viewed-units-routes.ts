import { pickTranslation } from '@vitrine/core/schemas/translatable';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseTranslated } from '../../db/translatable.ts';
import { requireUser } from '../../plugins/session.ts';
import { authorizeOn } from '../crm/crm-policy.ts';
import { anyone } from '../resources/resource.ts';
import { viewedUnitIdsOf } from './analytics-repository.ts';

const ZIdParams = z.object({ id: z.string() });

/**
 * GET /api/contacts/{id}/viewed-units: the units the visitor opened before writing, as they chose
 * to send them with the lead, in the order opened; a unit deleted since is left out.
 */
export const viewedUnitsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contacts/:id/viewed-units',
    { preHandler: [requireUser], schema: { tags: ['contacts'], params: ZIdParams } },
    async (request) => {
      const { row } = await authorizeOn(request, 'contacts', request.params.id, anyone);
      const ids = viewedUnitIdsOf(row.viewed_unit_ids as string | null);
      if (ids.length === 0) return { data: [] };
      const units = await app.db
        .selectFrom('units')
        .innerJoin('floors', 'floors.id', 'units.floor_id')
        .innerJoin('buildings', 'buildings.id', 'floors.building_id')
        .innerJoin('projects', 'projects.id', 'buildings.project_id')
        .select(['units.id', 'units.name', 'units.fullname', 'units.status_id'])
        .where('units.id', 'in', ids)
        .where('projects.domain_id', '=', row.domain_id as number)
        .execute();
      const byId = new Map(units.map((unit) => [unit.id, unit]));
      return {
        data: ids.flatMap((id) => {
          const unit = byId.get(id);
          if (!unit) return [];
          const label = pickTranslation(parseTranslated(unit.fullname), request.locale) || unit.name;
          return [{ id: unit.id, name: unit.name, label, status_id: unit.status_id }];
        }),
      };
    },
  );
};
