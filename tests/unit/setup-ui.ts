import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Testing Library does not clean up by itself with vitest's `globals: false`.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
