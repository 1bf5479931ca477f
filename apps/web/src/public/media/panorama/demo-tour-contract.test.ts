// @vitest-environment jsdom

import { parseKrpanoTour } from '@vitrine/core/krpano/krpano-tour';
import { tourXml } from '@vitrine/scripts/media/tour-xml';
import { describe, expect, it } from 'vitest';
import { planPanorama } from './tour-nodes.ts';

const TOUR_URL = 'http://site.test/storage/vtour/sambre/1/tour.xml';
const deg = (value: number) => (value * Math.PI) / 180;

describe('the demo generator’s tour.xml', () => {
  it('reads back as linked sphere scenes the viewer can show', () => {
    const xml = tourXml('Les jardins', [
      {
        name: 'jardin',
        title: 'Le jardin <est>',
        image: 'jardin.jpg',
        preview: 'jardin-preview.jpg',
        thumb: 'jardin-thumb.jpg',
        hlookat: 45,
        hotspots: [{ name: 'to_parvis', ath: -30.25, atv: 8, linkedscene: 'parvis' }],
      },
      {
        name: 'parvis',
        title: 'Le parvis',
        image: 'parvis.jpg',
        preview: 'parvis-preview.jpg',
        thumb: 'parvis-thumb.jpg',
        hlookat: 0,
        hotspots: [{ name: 'to_jardin', ath: 150, atv: 0, linkedscene: 'jardin' }],
      },
    ]);
    const tour = parseKrpanoTour(xml, TOUR_URL);
    const [jardin] = tour.scenes;
    expect(tour.startScene).toBe('jardin');
    expect(jardin?.title).toBe('Le jardin <est>');
    expect(jardin?.image).toEqual({
      kind: 'sphere',
      url: 'http://site.test/storage/vtour/sambre/1/jardin.jpg',
    });
    expect(jardin?.thumbUrl).toBe('http://site.test/storage/vtour/sambre/1/jardin-thumb.jpg');
    expect(jardin?.view.yaw).toBeCloseTo(deg(45), 10);
    expect(jardin?.view.fov).toBeCloseTo(deg(90), 10);
    expect(jardin?.hotspots[0]?.linkedScene).toBe('parvis');
    expect(jardin?.hotspots[0]?.yaw).toBeCloseTo(deg(-30.3), 10);
    expect(jardin?.hotspots[0]?.pitch).toBeCloseTo(deg(-8), 10);

    const plan = planPanorama(tour);
    expect(plan?.kind).toBe('equirectangular');
    expect(plan?.nodes.map((node) => [node.id, node.links.map((link) => link.nodeId)])).toEqual([
      ['jardin', ['parvis']],
      ['parvis', ['jardin']],
    ]);
  });
});
