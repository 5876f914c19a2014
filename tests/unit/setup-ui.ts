import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// The ui project runs two files at once on a 2-core machine: a render of the whole shell can take
// a few seconds there, so findBy*/waitFor wait up to 5 s (a passing test does not wait longer).
configure({ asyncUtilTimeout: 5000 });

// Testing Library does not clean up by itself with vitest's `globals: false`.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
