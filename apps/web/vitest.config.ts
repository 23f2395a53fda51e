import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // The files of a worker share its module cache and its jsdom (antd and the app's modules load
    // once per worker, not once per file): the setup unmounts and clears storage after each test,
    // and a test states what it needs (a router, cached reference data) instead of a module mock
    // (a mock cannot reach a module another file has already loaded).
    isolate: false,
    // Route tests import lazy pages (antd included); under a full parallel run on two cores the
    // first import can take several seconds.
    testTimeout: 30_000,
    // theme.test.ts reads global.css (other CSS stays empty in tests).
    css: { include: [/global\.css/] },
  },
});
