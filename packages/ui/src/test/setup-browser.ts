import { themeCss } from '@dating/themes';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../base.css';

// Components are styled by the classic theme's --dt-* variables, as on a generated site.
const style = document.createElement('style');
style.dataset.theme = 'classic';
style.textContent = themeCss('classic');
document.head.append(style);

// Lazy pages, texts and stores transform on first import; under a full parallel run that can take
// longer than Testing Library's default second (the same reason as expect.poll's 10 s).
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library's automatic cleanup is not registered.
afterEach(() => {
  cleanup();
  document.documentElement.lang = '';
});
