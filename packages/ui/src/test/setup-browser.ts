import { themeCss } from '@dating/themes';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../base.css';

// Components are styled by the classic theme's --dt-* variables, as on a generated site.
const style = document.createElement('style');
style.dataset.theme = 'classic';
style.textContent = themeCss('classic');
document.head.append(style);

// Vitest runs without globals, so Testing Library's automatic cleanup is not registered.
afterEach(() => {
  cleanup();
  document.documentElement.lang = '';
});
