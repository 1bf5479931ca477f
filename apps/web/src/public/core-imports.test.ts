import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

/** The web app's sources but the back office's (admin/ may use core's index) and the tests. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `import …` / `export …` from core's index (with or without `/index`), what it takes, and the whole statement. */
const FROM_CORE_INDEX =
  /^(?:import|export)\s+([^;]*?)\s*from\s+['"]@vitrine\/core(?:\/index(?:\.ts)?)?['"]/gms;
/** `{ type A, type B as C }`: types only, which leave no code behind. */
const TYPES_ONLY = /^\{(\s*type\s+\w+(\s+as\s+\w+)?\s*,?)+\s*\}$/;

describe("the public site's imports of core", () => {
  // core's index re-exports every schema (with zod) and the back office's strings: a value taken
  // from it put ~200 KB (minified) of them into the page that used it, e.g. a unit's sheet
  it('take values from core modules, never from its index (types may come from it)', () => {
    const offenders = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(FROM_CORE_INDEX)]
        .filter(([, taken = '']) => !taken.startsWith('type ') && !TYPES_ONLY.test(taken))
        .map(([statement]) => `${relative(SRC, file)}: ${statement.replace(/\s+/g, ' ')}`),
    );
    expect(offenders).toEqual([]);
  });
});
