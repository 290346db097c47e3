import type { RouteObject } from 'react-router';
import { DefaultLayout, type DefaultLayoutProps } from './layouts/DefaultLayout.js';
import { RouteErrorScreen } from './screens/RouteErrorScreen.js';

function NothingYet() {
  return null;
}

/** Options of the route table. */
export interface SiteRoutesOptions {
  /** Footer design of the default layout. */
  footerVariant?: DefaultLayoutProps['footerVariant'];
}

/**
 * The route table: the one place where the site's routes are declared. Every page is lazy-loaded;
 * a URL that matches none of them shows the 404 error page inside the default layout.
 */
export function createSiteRoutes({
  footerVariant = 'plain',
}: SiteRoutesOptions = {}): RouteObject[] {
  return [
    {
      id: 'root',
      // The first page's code loads before the first render; nothing to show meanwhile.
      HydrateFallback: NothingYet,
      element: <DefaultLayout footerVariant={footerVariant} />,
      // Unknown URLs and errors of the layout itself: the error page, still inside the layout.
      errorElement: (
        <DefaultLayout footerVariant={footerVariant}>
          <RouteErrorScreen />
        </DefaultLayout>
      ),
      children: [
        {
          // Errors of a page replace only the page, keeping navigation and footer.
          errorElement: <RouteErrorScreen />,
          children: [
            {
              id: 'index',
              index: true,
              lazy: async () => ({
                Component: (await import('./screens/HomeScreen.js')).HomeScreen,
              }),
            },
            {
              id: 'login',
              path: 'login',
              lazy: async () => ({
                Component: (await import('./screens/LoginScreen.js')).LoginScreen,
              }),
            },
            {
              id: 'members',
              path: 'members',
              lazy: async () => ({
                Component: (await import('./screens/MembersScreen.js')).MembersScreen,
              }),
            },
          ],
        },
      ],
    },
  ];
}

/** The route table with default options. */
export const routes: RouteObject[] = createSiteRoutes();
