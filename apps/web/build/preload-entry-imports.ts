import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The chunks `file` needs before it can run: itself and its static imports, recursively. */
function withStaticImports(bundle: OutputBundle, file: string, into: Set<string>): Set<string> {
  const chunk = bundle[file];
  if (into.has(file) || chunk?.type !== 'chunk') return into;
  into.add(file);
  for (const imported of chunk.imports) withStaticImports(bundle, imported, into);
  return into;
}

/**
 * index.html already lists the entry's static imports as modulepreload links; this adds the
 * chunks the entry imports dynamically (src/main.tsx splits the start-up into tasks that way), so
 * that they download with the page instead of once the entry has run.
 */
export function preloadEntryImports(): Plugin {
  return {
    name: 'vitrine:preload-entry-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const { bundle, chunk: entry } = context as { bundle?: OutputBundle; chunk?: OutputChunk };
        if (!bundle || !entry) return html;
        const already = withStaticImports(bundle, entry.fileName, new Set());
        const wanted = new Set<string>();
        for (const file of entry.dynamicImports) withStaticImports(bundle, file, wanted);
        const links = [...wanted]
          .filter((file) => !already.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        return links.length ? html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : html;
      },
    },
  };
}
