import { answerAsOperator } from '../chat/messages.js';
import { type DomainRoutes, route } from '../http/endpoints.js';
import { clearOperatorCookie, operatorToken, setOperatorCookie } from '../http/session-cookie.js';
import { recordAudit } from '../operators/audit-log.js';
import { assertClaim, claimConversation, releaseConversation } from '../operators/inbox-claims.js';
import {
  authenticateOperator,
  createOperatorSession,
  deleteOperatorSession,
  operatorView,
  sessionOperator,
} from '../operators/operator-accounts.js';
import {
  fictionalConversation,
  operatorChatsOf,
  operatorMessagesOf,
  readOperatorChat,
} from '../operators/operator-inbox.js';
import { conversationContextOf, saveOperatorNote } from '../operators/operator-notes.js';

/**
 * The operator inbox (`/api/operator/*`): the operator's session (GET, POST and DELETE
 * session.php), the conversations of the brand's fictional profiles (GET chats.php, searched), a
 * page of one (GET messages.php), holding one while working in it (PUT and DELETE claim.php),
 * reading one (PUT chat.php), answering as its fictional profile (POST message.php), and what the
 * team knows beside one (GET conversation.php, PUT note.php). The operator's own cookie reaches
 * these calls only.
 */
export const operatorRoutes: DomainRoutes = async (app, { context }) => {
  const { database, clock } = context;

  route(app, context, 'getOperator', async (request) => {
    const token = operatorToken(request);
    const operator =
      token && (await sessionOperator(database, token, request.brand.slug, clock.now()));
    return { operator: operator ? operatorView(operator) : null };
  });

  route(app, context, 'operatorLogin', async (request, reply) => {
    const { brand, body } = request;
    const operator = await authenticateOperator(database, brand.slug, body.email, body.password);
    const subject = { kind: 'operator' as const, id: operator.id, label: operator.email };
    const login = { site: brand.slug, operator, action: 'operator_login' as const, subject };
    await recordAudit(database, login, clock.now());
    // A new session at every login: a session fixed before the login is worth nothing.
    const previous = operatorToken(request);
    if (previous) await deleteOperatorSession(database, previous);
    setOperatorCookie(
      request,
      reply,
      await createOperatorSession(database, operator.id, clock.now()),
    );
    return { operator: operatorView(operator) };
  });

  route(app, context, 'operatorLogout', async (request, reply) => {
    const token = operatorToken(request);
    if (token) await deleteOperatorSession(database, token);
    clearOperatorCookie(request, reply);
    return { operator: null };
  });

  route(app, context, 'getOperatorChats', async (request) =>
    operatorChatsOf(database, request.brand, request.query, clock.now()),
  );

  route(app, context, 'claimOperatorChat', async (request) =>
    claimConversation(
      database,
      request.brand,
      request.operator,
      request.body.conversation,
      clock.now(),
    ),
  );

  route(app, context, 'releaseOperatorChat', async (request) =>
    releaseConversation(database, request.operator, request.body.conversation, clock.now()),
  );

  route(app, context, 'getOperatorMessages', async (request) =>
    operatorMessagesOf(database, request.brand, request.query, clock.now()),
  );

  route(app, context, 'readOperatorChat', async (request) =>
    readOperatorChat(database, request.brand, request.body.conversation, clock.now()),
  );

  route(app, context, 'getConversationContext', async (request) =>
    conversationContextOf(database, request.brand, request.query.conversation, clock.now()),
  );

  route(app, context, 'saveOperatorNote', async (request) => ({
    note: await saveOperatorNote(
      database,
      request.brand,
      request.operator,
      request.body,
      clock.now(),
    ),
  }));

  route(app, context, 'sendOperatorMessage', async (request) => {
    const { brand, body, operator } = request;
    const { conversation, fictional } = await fictionalConversation(
      database,
      brand,
      body.conversation,
    );
    const now = clock.now();
    // A colleague who holds the conversation keeps it: the answer is refused with 409.
    const { message } = await answerAsOperator(
      database,
      brand,
      operator.id,
      fictional,
      conversation,
      body,
      now,
      (transaction) => assertClaim(transaction, conversation.id, operator, now),
    );
    void context.push.flush();
    return { message: { ...message, answered_by: { id: operator.id, name: operator.name } } };
  });
};
