import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from './api-failure.js';

/** A limit: at most `max` requests per client address within `windowMs`. */
interface RateLimit {
  max: number;
  windowMs: number;
}

/** The calls that are limited per client address, on top of the per-account rules. */
export interface RateLimits {
  /** POST user.php (login); 5 wrong passwords also lock the address out of the account. */
  login: RateLimit;
  /** POST signup.php. */
  signup: RateLimit;
  /** Calls that send a mail: password reset, confirmation again, e-mail change, reactivation. */
  mail: RateLimit;
  /** POST payments.php: starting payments (each one is a provider's checkout). */
  payments: RateLimit;
}

const MINUTE_MS = 60_000;

/** Generous for people, tight for scripts. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 30, windowMs: 15 * MINUTE_MS },
  signup: { max: 10, windowMs: 60 * MINUTE_MS },
  mail: { max: 10, windowMs: 60 * MINUTE_MS },
  payments: { max: 30, windowMs: 60 * MINUTE_MS },
};

/**
 * Registers @fastify/rate-limit for the routes that opt in (`config.rateLimit`). Over the limit a
 * client gets 429 `rate_limited` in the API's error shape, with Retry-After.
 */
export async function installRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiFailure(429, 'rate_limited', `Too many requests, try again in ${context.after}`, {
        minutes: Math.max(1, Math.ceil(context.ttl / MINUTE_MS)),
      }),
  });
}
