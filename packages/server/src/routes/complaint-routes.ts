import type { FastifyPluginAsync } from 'fastify';
import { fileNotice } from '../complaints/notices.js';
import type { ServerContext } from '../http/context.js';
import { route } from '../http/endpoints.js';

/**
 * Notices and complaints (`/complaints`, EU DSA Art. 16): open to anyone, a member or a visitor;
 * limited per client address (`mail`) and per e-mail address acknowledged.
 */
export const complaintRoutes: FastifyPluginAsync<{ context: ServerContext }> = async (
  app,
  { context },
) => {
  route(app, context, 'complain', async (request) =>
    fileNotice(context.database, request.brand, request.member, request.body, context.clock.now()),
  );
};
