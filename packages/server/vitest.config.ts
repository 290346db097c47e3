import { defineProject } from 'vitest/config';

// `source` resolves workspace packages to their TypeScript sources, so tests need no build first.
const conditions = ['source', 'module', 'node', 'development|production'];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['source'] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
