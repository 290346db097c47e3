import {
  API_PATHS,
  notificationSettingsSchema,
  profileUpdateSchema,
  type UserResponse,
} from '@dating/contract';
import type { FastifyInstance } from 'fastify';
import type { Updateable } from 'kysely';
import { userView } from '../accounts/user-view.js';
import type { MembersTable } from '../db/schema.js';
import { ApiFailure, parseInput } from '../http/api-failure.js';
import type { ServerContext } from '../http/context.js';
import { requestBrand, requireMember } from '../http/session-cookie.js';
import { regionsOf } from '../regions/regions.js';

/** PATCH profile.php (the own profile) and PUT notifications.php (notification settings). */
export function registerProfileRoutes(app: FastifyInstance, context: ServerContext): void {
  const { database, clock } = context;

  app.patch(API_PATHS.profile, async (request): Promise<UserResponse> => {
    const brand = requestBrand(request);
    const member = await requireMember(context, request);
    const update = parseInput(profileUpdateSchema, request.body);
    const changes: Updateable<MembersTable> = { ...update };
    const country = update.country ?? member.country;
    if (!brand.countries.includes(country)) {
      throw new ApiFailure(400, 'validation_failed', 'This site does not serve that country', {
        fields: { country: `must be one of ${brand.countries.join(', ')}` },
      });
    }
    // Another country drops the region and town unless new ones come along.
    if (update.country !== undefined && update.country !== member.country) {
      changes.region = update.region ?? null;
      if (update.city === undefined) changes.city = null;
    }
    const region = changes.region === undefined ? member.region : changes.region;
    if (region && !regionsOf(country).some((candidate) => candidate.code === region)) {
      throw new ApiFailure(400, 'validation_failed', 'The region is not in the country', {
        fields: { region: `is not a region of ${country}` },
      });
    }
    if (changes.city === '') changes.city = null;
    if (changes.notes === '') changes.notes = null;
    const updated = await database
      .updateTable('members')
      .set(changes)
      .where('id', '=', member.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { user: await userView(database, updated, brand, clock.now()) };
  });

  app.put(API_PATHS.notifications, async (request): Promise<UserResponse> => {
    const brand = requestBrand(request);
    const member = await requireMember(context, request);
    const update = parseInput(notificationSettingsSchema, request.body);
    const updated = await database
      .updateTable('members')
      .set({
        ...(update.notifications_disabled
          ? { notifications_disabled: [...new Set(update.notifications_disabled)] }
          : {}),
        ...(update.email_enabled ? { email_disabled: null } : {}),
      })
      .where('id', '=', member.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { user: await userView(database, updated, brand, clock.now()) };
  });
}
