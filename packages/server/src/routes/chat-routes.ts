import { photoMessageFieldsSchema } from '@dating/contract';
import {
  chatsOf,
  messagesOf,
  readConversation,
  removeConversation,
} from '../chat/conversations.js';
import { outgoingMessage, sendMessage, sendPhotoMessage } from '../chat/messages.js';
import { type DomainRoutes, route } from '../http/endpoints.js';
import { readPhotoUpload } from '../http/photo-upload.js';

/**
 * Chat: GET chats.php lists the member's conversations with the badges' counters; GET
 * messages.php pages through one; POST message.php sends a text or a gift, POST message-photo.php
 * a photo (once per client id, paid from the ledger); PUT chat.php reads a conversation; DELETE chat.php removes it from the member's
 * list.
 */
export const chatRoutes: DomainRoutes = async (app, { context }) => {
  const { database, clock } = context;
  route(app, context, 'getChats', async (request) =>
    chatsOf(database, request.brand, request.member, clock.now()),
  );
  route(app, context, 'getMessages', async (request) =>
    messagesOf(database, request.brand, request.member, request.query, clock.now()),
  );
  route(app, context, 'sendMessage', async (request) => {
    const { brand, member, body } = request;
    const answer = await sendMessage(
      database,
      brand,
      member,
      outgoingMessage(body),
      context.messageLimits,
      clock.now(),
    );
    void context.push.flush();
    return answer;
  });
  route(app, context, 'sendPhotoMessage', async (request) => {
    const answer = await context.uploads.run(request.member.id, async () => {
      const { data, fields } = await readPhotoUpload(request, photoMessageFieldsSchema);
      return sendPhotoMessage(
        database,
        context.photos,
        request.brand,
        request.member,
        { ...fields, data },
        context.messageLimits,
        clock.now(),
      );
    });
    void context.push.flush();
    return answer;
  });
  route(app, context, 'readChat', async (request) =>
    readConversation(
      database,
      request.brand,
      request.member,
      request.body.conversation,
      clock.now(),
    ),
  );
  route(app, context, 'deleteChat', async (request) =>
    removeConversation(database, request.member, request.body.conversation, clock.now()),
  );
};
