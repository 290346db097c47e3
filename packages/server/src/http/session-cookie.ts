import type { Brand } from '@dating/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_DAYS, sessionMember } from '../accounts/sessions.js';
import { brandHostNames, hostName, isLocalHost } from '../brands/hosts.js';
import type { Member } from '../db/schema.js';
import { authenticationRequired } from './api-failure.js';
import type { ServerContext } from './context.js';

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

/** The logged-in member of the request's brand, or undefined for a visitor. */
export async function currentMember(
  context: ServerContext,
  request: FastifyRequest,
): Promise<Member | undefined> {
  const token = sessionToken(request);
  if (!token || !request.brand) return undefined;
  return sessionMember(context.database, token, request.brand.slug, context.clock.now());
}

/** The logged-in member, or a 403 `authentication_required`. */
export async function requireMember(
  context: ServerContext,
  request: FastifyRequest,
): Promise<Member> {
  const member = await currentMember(context, request);
  if (!member) throw authenticationRequired();
  return member;
}

/**
 * The origin of the site as the member reached it (`http://lovely.localhost:8080`, or
 * `https://lovely.example`), for links in mails. The Host header has already been matched to the
 * brand. A proxy in front (the generator's dev server) may name the host the member used in
 * X-Forwarded-Host; it counts only when it is one of the same brand's hosts, so no request can
 * make a mail link point elsewhere.
 */
export function siteOrigin(request: FastifyRequest): string {
  const brand = requestBrand(request);
  const forwarded = request.headers['x-forwarded-host'];
  const ownHosts = brandHostNames(brand);
  const host =
    typeof forwarded === 'string' && ownHosts.includes(hostName(forwarded))
      ? forwarded
      : (request.headers.host ?? brand.domain);
  return `${isLocalHost(host) ? 'http' : 'https'}://${host}`;
}

/** The request's brand; API routes are only registered behind the brand check, so it is there. */
export function requestBrand(request: FastifyRequest): Brand {
  if (!request.brand) throw new Error('API route reached without a brand');
  return request.brand;
}
