import type { Plugin } from 'vite';

const ANTD_INDEX = /node_modules[\\/]antd[\\/]es[\\/]index\.js$/;

export interface StaticClosure {
  /** Computes the sets once the module graph is complete (buildEnd, before chunking). */
  plugin: Plugin;
  /** A code-splitting group's `test`: the module is statically reached from `roots` only. */
  test: (id: string) => boolean;
}

/**
 * The modules statically imported, directly or not, by the `roots` (module ids ending with one of
 * them) and not by any of the `excluded` roots (ids containing one of them): a code-splitting group
 * of these is one file that holds what a screen needs at once, instead of the dozens of small
 * shared chunks that automatic splitting makes of it (each a request with about 1 kB of headers).
 * Modules the excluded pages also reach keep their own chunks, so those pages load no more.
 */
export function staticClosure(roots: string[], excluded: (id: string) => boolean): StaticClosure {
  let members = new Set<string>();
  return {
    test: (id) => members.has(id),
    plugin: {
      name: 'cb:static-closure',
      apply: 'build',
      buildEnd() {
        const ids = [...this.getModuleIds()];
        const byEnding = (ending: string) => ids.find((id) => id.replaceAll('\\', '/').endsWith(ending));
        // antd's index re-exports every component: an importer reaches only those it names.
        const named = (importer: string) => {
          const code = this.getModuleInfo(importer)?.code ?? '';
          const found: string[] = [];
          for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']antd["']/g))
            for (const part of m[1]!.split(',')) {
              const name = part
                .trim()
                .split(/\s+as\s+/)[0]!
                .trim();
              if (!name || name.startsWith('type ')) continue;
              const dir = name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
              const entry = byEnding(`/antd/es/${dir}/index.js`);
              if (!entry) this.error(`static closure: no antd module for ${name} (imported by ${importer})`);
              found.push(entry);
            }
          return found;
        };
        const closure = (starts: string[]) => {
          const seen = new Set<string>();
          const visit = (id: string) => {
            if (seen.has(id)) return;
            seen.add(id);
            for (const next of this.getModuleInfo(id)?.importedIds ?? []) {
              if (ANTD_INDEX.test(next)) named(id).forEach(visit);
              else visit(next);
            }
          };
          starts.forEach(visit);
          return seen;
        };
        const starts = ids.filter((id) => roots.some((root) => id.endsWith(root)));
        if (starts.length !== roots.length)
          this.error(`static closure: found ${starts.length} of the ${roots.length} roots`);
        const outside = closure(ids.filter((id) => excluded(id)));
        members = new Set([...closure(starts)].filter((id) => !outside.has(id)));
      },
    },
  };
}
