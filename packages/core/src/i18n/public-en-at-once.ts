import { publicEn } from './public-en.ts';

// Outside the browser (server, scripts, tests) the English strings are there from the start.
export const publicEnNow: typeof publicEn | null = publicEn;
export const importPublicEn = () => Promise.resolve(publicEn);
