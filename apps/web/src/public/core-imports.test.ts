import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
/** What the public site's pages are built from (the back office under admin/ may use the index). */
const PUBLIC_FOLDERS = ['public', 'ui', 'app', 'api', 'i18n', 'routes'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the public site's imports of core", () => {
  // core's index re-exports every schema (with zod) and the back office's strings: a value taken
  // from it put ~200 KB (minified) of them into the page that used it, e.g. a unit's sheet
  it('take values from core modules, never from its index (types may come from it)', () => {
    const offenders = PUBLIC_FOLDERS.flatMap((folder) => sourceFiles(join(SRC, folder))).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\b)([^;]*?)\s+from\s+'@vitrine\/core';/gms)]
        .filter((match) => !/^\{(\s*type\s+\w+\s*,?)+\s*\}$/.test(match[1] ?? ''))
        .map((match) => `${relative(SRC, file)}: ${match[0].replace(/\s+/g, ' ')}`),
    );
    expect(offenders).toEqual([]);
  });
});
