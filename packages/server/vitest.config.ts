import { defineProject } from 'vitest/config';
import { workspaceSources } from '../../tooling/workspace.ts';

export default defineProject({
  plugins: [workspaceSources()],
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Most tests start a server on a fresh database; on a busy machine that takes seconds.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
