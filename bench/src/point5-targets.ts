/**
 * Issue 17 point 5, "faster where staff wait": the figures to reach on this machine, and the
 * figures the issue measured before the work (quiet machine, 5,000 units), printed beside every run.
 */
export interface Throughput {
  requestsPerSecond: number;
  p99: number;
}

export interface Target {
  minRequestsPerSecond: number;
  maxP99: number;
}

/** A call of the API bench: what the table names it, and what it must reach (none: shown only). */
export interface ApiCall {
  call: string;
  path: string;
  target: Partial<Record<'sqlite' | 'postgres', Target>>;
  /** The issue's figures before the work, by database. */
  issueBaseline: Partial<Record<'sqlite' | 'postgres', Throughput>>;
}

export const ADMIN_UNITS: ApiCall = {
  call: 'GET /api/units?page=1 (admin)',
  path: '/api/units?page=1',
  target: {
    sqlite: { minRequestsPerSecond: 1500, maxP99: 20 },
    postgres: { minRequestsPerSecond: 800, maxP99: 20 },
  },
  issueBaseline: {
    sqlite: { requestsPerSecond: 642, p99: 20 },
    postgres: { requestsPerSecond: 315, p99: 49 },
  },
};

export const DOMAIN_PLAIN: ApiCall = {
  call: 'GET /domain',
  path: '/domain',
  target: {},
  issueBaseline: {},
};

const DOMAIN_BR_TARGET: Target = { minRequestsPerSecond: 3000, maxP99: 10 };

export const DOMAIN_BR: ApiCall = {
  call: 'GET /domain (br)',
  path: '/domain',
  target: { sqlite: DOMAIN_BR_TARGET, postgres: DOMAIN_BR_TARGET },
  // the issue gives one figure for /domain with br (a later run gave ~2,768 req/s)
  issueBaseline: { sqlite: { requestsPerSecond: 1133, p99: Number.NaN } },
};

export const DOMAIN_304: ApiCall = {
  call: 'GET /domain (If-None-Match → 304)',
  path: '/domain',
  target: {},
  issueBaseline: {},
};

/** Server-rendered pages: two processes behind nginx against one, in requests per second. */
export const TWO_PROCESS_MIN_RATIO = 1.7;

export function targetCell(target: Target | undefined): string {
  if (!target) return '—';
  return `≥ ${target.minRequestsPerSecond.toLocaleString('en')} req/s, p99 ≤ ${target.maxP99} ms`;
}

/** "ok" when both limits hold, else what missed. */
export function verdict(figures: Throughput, target: Target | undefined): string {
  if (!target) return '—';
  const missed = [
    ...(figures.requestsPerSecond < target.minRequestsPerSecond ? ['req/s'] : []),
    ...(figures.p99 > target.maxP99 ? ['p99'] : []),
  ];
  return missed.length === 0 ? 'ok' : `MISSED (${missed.join(', ')})`;
}

export function throughputCell(figures: Throughput | undefined): string {
  if (!figures) return '—';
  const p99 = Number.isNaN(figures.p99) ? '' : `, p99 ${figures.p99} ms`;
  return `${Math.round(figures.requestsPerSecond).toLocaleString('en')} req/s${p99}`;
}
