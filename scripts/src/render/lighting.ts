import type { Lighting } from './sky.ts';
import { direction } from './vector.ts';

/** A clear late-morning sun from the south-south-west. */
export const DAYLIGHT: Lighting = {
  sun: direction(215, 40),
  sunColor: [2.9, 2.65, 2.25],
  zenith: [0.16, 0.32, 0.66],
  horizon: [0.66, 0.74, 0.84],
  ambient: [0.36, 0.43, 0.56],
  bounce: [0.2, 0.19, 0.15],
  hazeDistance: 1400,
  clouds: 0.8,
};

/** A warm low evening sun from the west, for a few gallery pictures. */
export const GOLDEN_HOUR: Lighting = {
  sun: direction(262, 14),
  sunColor: [3.3, 2.3, 1.35],
  zenith: [0.2, 0.3, 0.55],
  horizon: [0.95, 0.78, 0.6],
  ambient: [0.36, 0.38, 0.48],
  bounce: [0.25, 0.2, 0.14],
  hazeDistance: 900,
  clouds: 0.6,
};

/** Even studio light for the plan models. */
export const STUDIO: Lighting = {
  sun: direction(200, 55),
  sunColor: [1.9, 1.85, 1.75],
  zenith: [0.8, 0.8, 0.82],
  horizon: [0.8, 0.8, 0.82],
  ambient: [0.75, 0.75, 0.78],
  bounce: [0.35, 0.34, 0.32],
  hazeDistance: 1e9,
  clouds: 0,
};
