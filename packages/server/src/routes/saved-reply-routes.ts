import { type DomainRoutes, route } from '../http/endpoints.js';
import {
  createSavedReply,
  deleteSavedReply,
  savedRepliesOf,
  updateSavedReply,
} from '../operators/saved-replies.js';

/**
 * The chat team's saved replies in the back office (`/api/operator/replies.php`): the list, a new
 * one, a change and a removal. Each change answers the reply as it is now.
 */
export const savedReplyRoutes: DomainRoutes = async (app, { context }) => {
  const { database, clock } = context;

  route(app, context, 'getSavedReplies', async (request) => ({
    replies: await savedRepliesOf(database, request.brand.slug),
  }));

  route(app, context, 'createSavedReply', async (request) => ({
    reply: await createSavedReply(
      database,
      request.brand,
      request.operator,
      request.body,
      clock.now(),
    ),
  }));

  route(app, context, 'updateSavedReply', async (request) => ({
    reply: await updateSavedReply(
      database,
      request.brand,
      request.operator,
      request.body,
      clock.now(),
    ),
  }));

  route(app, context, 'deleteSavedReply', async (request) => {
    const { brand, operator, body } = request;
    await deleteSavedReply(database, brand, operator, body.id, clock.now());
    return { ok: true as const };
  });
};
