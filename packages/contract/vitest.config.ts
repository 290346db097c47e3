import { defineProject } from 'vitest/config';
import { workspaceSources } from '../../tooling/workspace.ts';

export default defineProject({
  plugins: [workspaceSources()],
  test: { name: 'contract', environment: 'node', include: ['src/**/*.test.ts'] },
});
