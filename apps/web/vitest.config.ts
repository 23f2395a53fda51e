import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Route tests import lazy pages (antd included); under a full parallel run on two cores the
    // first import can take several seconds.
    testTimeout: 30_000,
    // theme.test.ts reads global.css (other CSS stays empty in tests).
    css: { include: [/global\.css/] },
  },
});
