import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumArgs, chromiumExecutable, workspaceSources } from '../../tooling/workspace.ts';

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
      'wouter',
      'regexparam',
      'i18next',
      'react-i18next',
      'valtio/react',
      'valtio/vanilla',
      '@internationalized/date',
      '@zootools/email-spell-checker',
      'react-aria-components/Button',
      'react-aria-components/Checkbox',
      'react-aria-components/CheckboxGroup',
      'react-aria-components/DateField',
      'react-aria-components/FileTrigger',
      'react-aria-components/I18nProvider',
      'react-aria-components/RadioGroup',
      'react-aria-components/Switch',
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
    // The first render of a lazy page transforms its module on demand; under a full parallel run
    // on a machine whose cores are busy that took 7.9 s once (a loaded run, 2026-11-27), so a
    // wait gives up after 10 s, still within the test's 15 s.
    expect: { poll: { timeout: 10_000 } },
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
