import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'logic', environment: 'node', include: ['src/**/*.test.ts'] },
});
