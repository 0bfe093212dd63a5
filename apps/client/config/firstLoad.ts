import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

/**
 * Where the H5 build writes each page's first-load JavaScript: beside its output folder, not served
 * (dist/h5 -> dist/h5-first-load.json; another CLIENT_OUT_DIR gets its own). The server reads its preload lists.
 */
export function firstLoadReportFile(outDir: string): string {
  return `${outDir.replace(/[\\/]+$/, '')}-first-load.json`;
}

export interface FirstLoadReport {
  /** gzip level 9, bytes: what a phone downloads when it opens the page first (app entry, vendors, the page and its static imports). */
  pages: Record<string, { gzipBytes: number; files: number; preload: { js: string[]; css: string[] } }>;
}

/**
 * Writes, for every page of the H5 build, the gzipped size of the JavaScript its first load needs: the
 * entry chunk and the page's chunk with all their static imports (dynamic imports load later). Sizes
 * come from the built files, so they are the same on every machine: `scripts/check-h5-size.mjs` holds
 * them against the page budgets in `npm test`.
 */
export function firstLoadReport(): Plugin {
  let outDir = '';
  return {
    name: 'caixue:first-load-report',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // writeBundle: the chunks as written, after Vite has put the preload lists into the dynamic imports.
    writeBundle(_options, bundle: OutputBundle) {
      if (process.env.TARO_ENV !== 'h5') return;
      const chunks = new Map<string, OutputChunk>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
      const gz = new Map<string, number>();
      const gzipOf = (file: string) => {
        if (!gz.has(file)) gz.set(file, gzipSync(chunks.get(file)!.code, { level: 9 }).length);
        return gz.get(file)!;
      };
      const withStaticImports = (file: string, into: Set<string>) => {
        if (into.has(file) || !chunks.has(file)) return into;
        into.add(file);
        for (const imported of chunks.get(file)!.imports) withStaticImports(imported, into);
        return into;
      };
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) return;
      const report: FirstLoadReport = { pages: {} };
      for (const chunk of chunks.values()) {
        const page = /[\\/]src[\\/](pages[\\/].+)\.tsx?(\?.*)?$/.exec(chunk.facadeModuleId ?? '')?.[1]?.split(path.sep).join('/');
        if (!page || !chunk.isDynamicEntry) continue;
        const files = withStaticImports(chunk.fileName, withStaticImports(entry.fileName, new Set()));
        // What the server may preload from the page's HTML: the page's own chunks (the entry and vendors are in index.html).
        const own = [...files].filter((file) => file !== entry.fileName && !entry.imports.includes(file));
        const css = [...new Set(own.flatMap((file) => [...(chunks.get(file)!.viteMetadata?.importedCss ?? [])]))];
        report.pages[page] = {
          gzipBytes: [...files].reduce((sum, file) => sum + gzipOf(file), 0),
          files: files.size,
          preload: { js: own, css },
        };
      }
      writeFileSync(firstLoadReportFile(outDir), `${JSON.stringify(report, null, 2)}\n`);
    },
  };
}
