import {
  analyticsQueryOf,
  buildAnalyticsReport,
  reportPeriod,
  reportTable,
  type TAnalyticsQuery,
  ZAnalyticsFilter,
  ZAnalyticsQuery,
} from '@vitrine/core/analytics/analytics-report';
import { dayOf } from '@vitrine/core/analytics/visitor-events';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unprocessable } from '../../http/http-errors.ts';
import { requireUser } from '../../plugins/session.ts';
import { toCsv } from '../contacts-export/contacts-csv.ts';
import { authorizeAnalytics } from './analytics-policy.ts';
import { listCounts, listReportUnits } from './analytics-repository.ts';

/** The export's query: the report's filter and `table`, a line a day (default) or a line a unit. */
const ZExportQuery = ZAnalyticsFilter.extend({ table: z.enum(['days', 'units']).default('days') }).transform(
  (query) => ({ ...analyticsQueryOf(query), table: query.table }),
);

/**
 * GET /api/analytics (the dashboard's figures) and GET /api/analytics/export (the same as CSV, a
 * line a day or a line a unit) for a site, optionally one of its projects, over a period (the
 * last 30 days by default, at most 366). The counts this process holds are written first, so
 * what was just counted shows.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  async function reportOf(request: FastifyRequest, query: TAnalyticsQuery) {
    await authorizeAnalytics(request, query);
    const period = reportPeriod(query, dayOf(new Date()));
    if ('problem' in period) {
      // a date that does not exist is the start's fault; an end too early or too far, the end's
      const field = period.problem === 'date' ? 'filter[from]' : 'filter[to]';
      throw unprocessable({ [field]: [{ key: 'validation.invalid', field }] });
    }
    await app.visitorCounts.flush();
    const filter = { domainId: query.domain_id, projectId: query.project_id, ...period };
    const [counts, units] = await Promise.all([
      listCounts(app.db, filter),
      listReportUnits(app.db, filter, request.locale),
    ]);
    return buildAnalyticsReport({ ...period, counts, units });
  }

  app.get(
    '/analytics',
    { preHandler: [requireUser], schema: { tags: ['analytics'], querystring: ZAnalyticsQuery } },
    async (request) => ({ data: await reportOf(request, request.query) }),
  );

  app.get(
    '/analytics/export',
    {
      preHandler: [requireUser],
      schema: { tags: ['analytics'], querystring: ZExportQuery },
    },
    async (request, reply) => {
      const { table, ...query } = request.query;
      const report = await reportOf(request, query);
      const { header, rows } = reportTable(report, table);
      const name = `analytics-${table}-${report.from}-${report.to}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'no-store')
        .send(toCsv(header, rows));
    },
  );
};
