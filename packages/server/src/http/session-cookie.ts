import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_DAYS } from '../accounts/sessions.js';
import { isLocalHost } from '../brands/hosts.js';

function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: !isLocalHost(request.headers.host),
  };
}

/** Sets the session cookie: HttpOnly, SameSite=Lax, Secure outside localhost, 30 days. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(request),
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
}

/** Removes the session cookie from the browser. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

/** The session token the request carries, if any. */
export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] || undefined;
}
