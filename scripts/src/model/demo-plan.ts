import type { DemoManifest } from '@vitrine/core/demo-manifest';
import { DEMO_VERSION } from '../demo-version.ts';
import { demoDomains } from './demo-domains.ts';
import { demoCorporations, demoUsers } from './demo-people.ts';
import { demoProject } from './demo-projects.ts';
import { meuseSite } from './meuse-site.ts';
import { createRandom } from './random.ts';
import { sambreSite } from './sambre-site.ts';
import type { SiteModel } from './site-model.ts';
import { parkingOffers, type UnitOffer, unitOffers } from './unit-offer.ts';

/** Everything the generator knows before rendering: the 3D sites, the offers and the manifest. */
export interface DemoPlan {
  seed: number;
  sites: SiteModel[];
  offers: Record<string, UnitOffer[]>;
  manifest: DemoManifest;
}

/** Builds the whole demo development from a seed; pure and fast (no files). */
export function planDemo(seed: number): DemoPlan {
  const random = createRandom(seed);
  const sambre = sambreSite(random.fork('sambre site'));
  const meuse = meuseSite(random.fork('meuse site'));
  const sambreOffers = unitOffers(sambre, random.fork('sambre offers'));
  const meuseOffers = unitOffers(meuse, random.fork('meuse offers'));
  const parkings = parkingOffers(sambreOffers, 4);
  const manifest: DemoManifest = {
    version: DEMO_VERSION,
    seed,
    corporations: demoCorporations(),
    users: demoUsers(),
    domains: demoDomains({ sambre: sambreOffers.length, meuse: meuseOffers.length }),
    projects: [
      demoProject(sambre, 'sambre', sambreOffers, parkings),
      demoProject(meuse, 'meuse', meuseOffers, []),
    ],
  };
  return { seed, sites: [sambre, meuse], offers: { sambre: sambreOffers, meuse: meuseOffers }, manifest };
}
