import { defineProject } from 'vitest/config';
import { workspaceSources } from '../../tooling/workspace.ts';

export default defineProject({
  plugins: [workspaceSources()],
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
