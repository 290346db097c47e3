import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages are tested from their TypeScript source, never from a stale dist/.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    name: 'generator',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 120000,
  },
});
