import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineProject } from 'vitest/config';

/**
 * Resolves the workspace's own packages (`@dating/*`) to their TypeScript sources through the
 * `source` export condition. The condition is not set globally: react-aria-components and
 * react-aria also declare `source`, pointing at files they do not publish, which breaks Vite's
 * dev server.
 */
function workspaceSources(): Plugin {
  return {
    name: 'dating-workspace-sources',
    enforce: 'pre',
    async resolveId(id, importer) {
      if (!id.startsWith('@dating/')) return null;
      const [scope, name, ...rest] = id.split('/');
      const manifest = await this.resolve(`${scope}/${name}/package.json`, importer, {
        skipSelf: true,
      });
      if (!manifest) return null;
      const exports = JSON.parse(readFileSync(manifest.id, 'utf8')).exports ?? {};
      const entry = exports[rest.length > 0 ? `./${rest.join('/')}` : '.'];
      return typeof entry?.source === 'string' ? join(dirname(manifest.id), entry.source) : null;
    },
  };
}

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// Every test of this package runs in real Chromium: component tests (`*.browser.test.tsx`) and
// plain checks such as translation key parity (`*.test.ts`).
export default defineProject({
  plugins: [workspaceSources(), react()],
  // Pre-bundle every dependency up front: a re-optimisation during the run would load React twice.
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      '@testing-library/react',
      'react-router',
      'i18next',
      'react-i18next',
      'valtio/react',
      'valtio/vanilla',
      'react-aria-components/Button',
      'react-aria-components/ListBox',
      'react-aria-components/Menu',
      'react-aria-components/Modal',
      'react-aria-components/NumberField',
      'react-aria-components/Popover',
      'react-aria-components/Select',
      'react-aria-components/TextField',
    ],
  },
  test: {
    name: 'ui',
    root: import.meta.dirname,
    include: ['src/**/*.browser.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['src/test/setup-browser.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
