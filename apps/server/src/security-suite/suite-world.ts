import { beforeAll } from 'vitest';
import { signedInAgent, type TestAgent } from '../features/auth/test-agent.ts';
import { PROVIDERS } from '../features/crm/crm-db.ts';
import {
  buildCorporationTree,
  buildPicture,
  buildUser,
  type CorporationTree,
  FACTORY_PASSWORD,
} from '../features/resources/test-factories.ts';
import { uploadId } from '../features/uploads/test-uploads.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import type { Dialect } from '../test/databases.ts';
import { type TestApp, useTestApp } from '../test/test-app.ts';
import { type AppRoute, resourceOfParam, routeCatalogue } from './route-catalogue.ts';

/** One corporation's rows, plus what its tree lacks: an upload and a queued job. */
export interface Corporation extends CorporationTree {
  upload: string;
  job: number;
}

export interface SecurityWorld {
  ctx: TestApp;
  /** Every route of the app, filled once the app is built. */
  routes: AppRoute[];
  /** Corporation alpha (the actors') and beta (the other one, whose rows must stay out of reach). */
  mine: Corporation;
  theirs: Corporation;
  /** Signs in as a new root account (1), from an address of its own: no throttle gets in the way. */
  signInRoot: () => Promise<TestAgent>;
  /** Signs in from an address of its own. */
  signIn: (email: string) => Promise<TestAgent>;
}

/**
 * The security suite's world on one engine: the app (its routes collected as they register) on
 * a database holding two corporations with one row of every kind each, and a root account.
 */
export function useSecurityWorld(dialect: Dialect): SecurityWorld {
  const catalogue = routeCatalogue();
  const ctx = useTestApp(dialect, { onRoute: catalogue.onRoute });
  const world = { ctx, routes: catalogue.routes } as SecurityWorld;
  let signIns = 0;
  world.signIn = (email) => {
    signIns++;
    const remoteAddress = `10.9.${Math.floor(signIns / 250)}.${(signIns % 250) + 1}`;
    return signedInAgent(ctx.app, email, FACTORY_PASSWORD, true, remoteAddress);
  };
  world.signInRoot = async () => {
    const email = `root-${signIns}@example.test`;
    await buildUser(ctx.db, { email, role: 1, corporation_id: null });
    return world.signIn(email);
  };

  const corporation = async (key: string): Promise<Corporation> => {
    const tree = await buildCorporationTree(ctx.db, key);
    const user = await world.signIn(tree.userEmail);
    const upload = await uploadId(user, await buildPicture(), `${key}.png`);
    const job = await enqueueJob(ctx.db, {
      kind: 'security-suite',
      resource: 'buildings',
      resourceId: tree.building,
      userId: tree.admin,
      payload: {},
      total: 1,
    });
    return { ...tree, upload, job };
  };

  beforeAll(async () => {
    world.mine = await corporation('alpha');
    world.theirs = await corporation('beta');
  });
  return world;
}

const TREE_FIELDS: Record<string, keyof Corporation> = {
  corporations: 'corporation',
  domains: 'domain',
  users: 'user',
  projects: 'project',
  buildings: 'building',
  floors: 'floor',
  units: 'unit',
  unit: 'unit',
  statuses: 'status',
  categories: 'category',
  pages: 'page',
  files: 'file',
  videos: 'video',
  tours: 'tour',
  contacts: 'contact',
  upload: 'upload',
  jobs: 'job',
};

/** The row of a resource (by its API name) in a corporation. */
export function idIn(corporation: Corporation, resource: string): string | undefined {
  if (resource === 'settings') return String(corporation.settings.domain);
  const field = TREE_FIELDS[resource];
  return field === undefined ? undefined : String(corporation[field]);
}

/**
 * A value for a path parameter that names a row of `corporation`. A parameter the suite cannot
 * place fails loudly, so that a new kind of route gets taught here instead of being skipped.
 */
export function paramValue(corporation: Corporation, url: string, param: string): string {
  const fixed: Record<string, string> = {
    resource: 'units',
    n: '1',
    frame: '0',
    provider: PROVIDERS[0],
    connectionId: '1',
    // a read-API key (features/public-api): its site's id comes first and decides
    keyId: '1',
    unit: String(corporation.unit),
  };
  if (param in fixed) return fixed[param]!;
  const resource = param === 'id' ? resourceOfParam(url, param) : undefined;
  const id = resource === undefined ? undefined : idIn(corporation, resource);
  if (id === undefined) throw new Error(`the security suite does not know what :${param} of ${url} names`);
  return id;
}
