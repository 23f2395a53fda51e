import { act, cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// Let React finish work it scheduled (setImmediate) before the file's jsdom is torn down; otherwise
// it runs in the next file with no window and fails that file.
afterAll(async () => {
  cleanup();
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
