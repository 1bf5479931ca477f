/** One chunk of Vite's build manifest (apps/web/dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The <link>s a server-rendered page needs for the lazy pages it holds (by source path): their
 * stylesheets, so that the first paint is styled and nothing moves when the code arrives, and
 * their scripts as module preloads, so that taking the page over does not wait for a waterfall.
 * Files index.html already references are left out.
 */
export function lazyPageLinks(manifest: BuildManifest, modules: readonly string[], template: string): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  const fresh = (file: string) => !template.includes(`/${file}"`);
  return [
    ...[...styles].filter(fresh).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts]
      .filter((file) => file.endsWith('.js') && fresh(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}
