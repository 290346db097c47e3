import { defineConfig } from 'vitest/config';

// One run for every Vitest suite of the workspace; each package describes its own project.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', '{generator,stories,themes}/vitest.config.ts'],
  },
});
