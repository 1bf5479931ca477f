import type { publicEn } from './public-en.ts';

// In the browser the English strings are a chunk of their own, fetched when the page needs them
// (package.json "imports", condition "browser"): most visitors read French.
export const publicEnNow: typeof publicEn | null = null;
export const importPublicEn = () => import('./public-en.ts').then((module) => module.publicEn);
