import { userView } from '../accounts/user-view.js';
import { type DomainRoutes, route } from '../http/endpoints.js';
import { updateNotifications, updateProfile } from '../profiles/profile-service.js';

/** The own profile (PATCH profile.php) and notification settings (PUT notifications.php). */
export const profileRoutes: DomainRoutes = async (app, { context }) => {
  const { database, clock } = context;

  route(app, context, 'updateProfile', async (request) => {
    const { brand, member } = request;
    const now = clock.now();
    const updated = await updateProfile(database, brand, member, request.body, now);
    return { user: await userView(database, updated, brand, now) };
  });

  route(app, context, 'updateNotifications', async (request) => {
    const updated = await updateNotifications(database, request.member, request.body);
    return { user: await userView(database, updated, request.brand, clock.now()) };
  });
};
