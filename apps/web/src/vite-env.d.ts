/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Tenant used when the URL names none (SPEC.md §1); the demo tenant '1' otherwise. */
  readonly VITE_TENANT_ID?: string;
  /** Build timestamp, also written to dist/version.json (set by build-tools/versionFile.ts). */
  readonly VITE_BUILD_TIME: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
