import type { Viewport } from 'storybook/viewport';

/**
 * The three review sizes. The spec's breakpoints are 576, 768, 992 and 1200 px: mobile sits below
 * the first, tablet on the 768 breakpoint (conversation list still hidden below 992), desktop
 * above 1200.
 */
export const VIEWPORTS: Record<'mobile' | 'tablet' | 'desktop', Viewport> = {
  mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
};
