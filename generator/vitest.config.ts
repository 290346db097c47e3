import { defineProject } from 'vitest/config';
import { workspaceSources } from '../tooling/workspace.ts';

export default defineProject({
  plugins: [workspaceSources()],
  test: {
    name: 'generator',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The tests run the CLI, Vite builds and a server: minutes, not seconds, on a busy machine.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
