/** One panorama scene of a krpano-style tour file, with hotspots to other scenes. */
export interface TourScene {
  name: string;
  title: string;
  image: string;
  preview: string;
  thumb: string;
  hlookat: number;
  hotspots: { name: string; ath: number; atv: number; linkedscene: string }[];
}

function attr(value: string | number): string {
  return String(value).replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The subset of krpano's tour.xml the viewer reads: scenes with view, preview, sphere image, hotspots. */
export function tourXml(title: string, scenes: TourScene[]): string {
  const body = scenes
    .map((scene) => {
      const hotspots = scene.hotspots
        .map(
          (spot) =>
            `\n    <hotspot name="${attr(spot.name)}" ath="${spot.ath.toFixed(1)}" atv="${spot.atv.toFixed(1)}" linkedscene="${attr(spot.linkedscene)}" />`,
        )
        .join('');
      return `  <scene name="${attr(scene.name)}" title="${attr(scene.title)}" thumburl="${attr(scene.thumb)}">
    <view hlookat="${scene.hlookat.toFixed(1)}" vlookat="0" fov="90" />
    <preview url="${attr(scene.preview)}" />
    <image>
      <sphere url="${attr(scene.image)}" />
    </image>${hotspots}
  </scene>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<krpano version="1.21" title="${attr(title)}">\n${body}\n</krpano>\n`;
}
