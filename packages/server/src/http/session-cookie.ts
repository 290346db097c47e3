import { SITE_COOKIES } from '@dating/contract/enums';
import { MEMBER_HINT_COOKIE } from '@dating/logic';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_DAYS } from '../accounts/sessions.js';
import { isLocalHost } from '../brands/hosts.js';
import { OPERATOR_SESSION_HOURS } from '../operators/operator-accounts.js';

/**
 * The operator inbox's session cookie: sent only to the operator calls (its path), never with a
 * member's page or call, and only from the brand's own pages (SameSite=Strict).
 */
export const OPERATOR_COOKIE = SITE_COOKIES.operatorSession.name;
const OPERATOR_COOKIE_PATH = '/api/operator/';

function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: !isLocalHost(request.headers.host),
  };
}

/**
 * Sets the session cookie (HttpOnly, SameSite=Lax, Secure outside localhost, 30 days) and, with
 * the same lifetime, the member hint cookie that scripts may read (`MEMBER_HINT_COOKIE`, value
 * `1`): the site's first script knows from it whether someone may be logged in.
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  const options = { ...cookieOptions(request), maxAge: SESSION_DAYS * 24 * 60 * 60 };
  reply.setCookie(SESSION_COOKIE, token, options);
  reply.setCookie(MEMBER_HINT_COOKIE, '1', { ...options, httpOnly: false });
}

/** Removes the session cookie and the member hint cookie from the browser. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
  reply.clearCookie(MEMBER_HINT_COOKIE, { ...cookieOptions(request), httpOnly: false });
}

/** The session token the request carries, if any. */
export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] || undefined;
}

function operatorCookieOptions(request: FastifyRequest) {
  return {
    path: OPERATOR_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: !isLocalHost(request.headers.host),
  };
}

/** Sets the operator's session cookie (for {@link OPERATOR_SESSION_HOURS}). */
export function setOperatorCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  const maxAge = OPERATOR_SESSION_HOURS * 60 * 60;
  reply.setCookie(OPERATOR_COOKIE, token, { ...operatorCookieOptions(request), maxAge });
}

/** Removes the operator's session cookie. */
export function clearOperatorCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(OPERATOR_COOKIE, operatorCookieOptions(request));
}

/** The operator's session token the request carries, if any. */
export function operatorToken(request: FastifyRequest): string | undefined {
  return request.cookies[OPERATOR_COOKIE] || undefined;
}
