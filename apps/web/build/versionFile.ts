import type { Plugin } from 'vite';

/**
 * Stamps the build: `import.meta.env.VITE_BUILD_TIME` in the code and `version.json` beside
 * index.html carry the same value, so the running app can tell that a newer build was deployed
 * (SPEC.md §4 "Version check") and the keep-alive call can report its `buildTime`.
 */
export function versionFile(version: string = String(Date.now())): Plugin {
  return {
    name: 'cb:version-file',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_TIME': JSON.stringify(version) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version })}\n` });
    },
  };
}
