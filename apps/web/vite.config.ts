import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from './build/bundleBudget.ts';
import { endpointSummaries } from './build/endpointSummaries.ts';
import { precompress } from './build/precompress.ts';
import { rcFormProviderOnly } from './build/rcFormProviderOnly.ts';
import { staticClosure } from './build/staticClosure.ts';
import { versionFile } from './build/versionFile.ts';

const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

/**
 * react-router 7's package exports point at its development build only (remix-run/react-router
 * #12437, #14102: dev warnings and larger code). Production builds use its production files.
 */
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDir, 'dist/production/dom-export.mjs') },
];

/** Modules of the first-load public pages (budgets of 120 kB): never moved into a larger group. */
const publicFirstLoad = (id: string) =>
  /src[\\/](main\.tsx$|pages-public[\\/](?!review-tool[\\/])|features[\\/]notices[\\/]public[\\/])/.test(id);

/**
 * What /login needs beyond the entry and the core chunk (its page and icons), in one file; and what
 * the signed-in first screen needs (the shell, the home page, the menu's routes, the notice bell
 * and the unread popup, and the antd parts they use), in one file, loaded with the shell: left to
 * automatic splitting these were 5 and about 55 small files, each a request with 1 kB of headers.
 */
const loginClosure = staticClosure(
  ['src/pages-public/login/LoginPage.tsx'],
  (id) => publicFirstLoad(id) && !id.includes('pages-public/login/'),
);
const shellClosure = staticClosure(
  [
    'src/app/shell/ShellLayout.tsx',
    'src/app/menuRouteObjects.tsx',
    'src/features/dashboard/HomePage.tsx',
    'src/features/notices/NoticeRuntime.tsx',
    'src/features/notices/NoticeBell.tsx',
  ],
  publicFirstLoad,
);

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  plugins: [
    react(),
    endpointSummaries(),
    versionFile(),
    rcFormProviderOnly(),
    loginClosure.plugin,
    shellClosure.plugin,
    precompress(),
    bundleBudget(
      [
        { route: '/login', modules: ['src/pages-public/login/LoginPage.tsx'], maxKb: 110 },
        {
          route: '/cert/search',
          modules: ['src/pages-public/cert-search/CertSearchPage.tsx'],
          maxKb: 120,
        },
        {
          // A certificate's QR code opens this on a phone.
          route: '/external/certificateDetail/{id}',
          modules: ['src/pages-public/external/pages.ts'],
          maxKb: 120,
        },
        // The public checks (issue 19): one chunk, opened from links and on phones.
        ...['/trainCertificate/check', '/hipji/detail', '/xmsl/file', '/fileArchiveCheck/check'].map(
          (route) => ({
            route,
            modules: ['src/pages-public/checks/pages.ts'],
            maxKb: 120,
          }),
        ),
        {
          route: '/index',
          modules: ['src/app/shell/ShellLayout.tsx', 'src/features/dashboard/HomePage.tsx'],
          maxKb: 280,
        },
        {
          // A menu list page: the shell plus that page's own chunk (申请查询: search form with dates and
          // selects, the table, uploads). Until 统计 was built this measured the 建设中 placeholder
          // under the /index budget (280 kB); the first real list page measured 438 kB (brotli, 61
          // files: shell 145, core 63, table 39, date picker 29, select 21 …), so a list page has its
          // own budget with 5 % headroom: a list that pulls in more (a chart, an editor) fails here.
          route: '/xmsl/search',
          modules: ['src/app/shell/ShellLayout.tsx', 'src/features/applications/ApplicationListPage.tsx'],
          maxKb: 460,
        },
      ],
      join(import.meta.dirname, '../../.cache/bundle-report.json'),
    ),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: false, ws: true } },
  },
  preview: { port: 4173, proxy: { '/api': { target: API_TARGET, ws: true } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsDir: 'assets',
    // Every browser the app supports has <link rel="modulepreload">; the polyfill would cost bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // @cb/domain builds zod schemas at module level; marking zod's builders pure lets the bundle
      // drop the schemas (and zod) that the web code does not use.
      treeshake: { manualPureFunctions: ['z', 'defineEndpoints'] },
      output: {
        // The small shared core that both /login and the shell load (React's runtime, the HTTP
        // client, i18n, storage, the basic controls) goes into one chunk: left to automatic
        // splitting it becomes a dozen tiny chunks, each compressed on its own and costing
        // several kB on /login.
        codeSplitting: {
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]shared[\\/](http|storage|tenant|i18n[\\/](index|locale|translate|namespaces|useTranslation|resources[\\/]zh-CN))[\\/.]/,
              priority: 2,
            },
            { name: 'login', test: loginClosure.test, priority: 1, includeDependenciesRecursively: false },
            { name: 'shell', test: shellClosure.test, priority: 1, includeDependenciesRecursively: false },
          ],
        },
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
}));
