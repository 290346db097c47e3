import {
  type Brand,
  ENDPOINTS,
  type Endpoint,
  type EndpointName,
  type EndpointResult,
  type EndpointRoute,
  type EndpointSchema,
  endpoint,
  endpointErrorSchema,
} from '@dating/contract';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import type { z } from 'zod';
import type { Member, Operator } from '../db/schema.js';
import type { ServerContext } from './context.js';

type Schemas<Name extends EndpointName> = Endpoint<Name> & EndpointSchema;
type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** A request to an endpoint: its parsed query and body, the brand, and the member if any. */
type EndpointRequest<Name extends EndpointName> = Omit<FastifyRequest, 'query' | 'body'> & {
  query: Parsed<Schemas<Name>['query']>;
  body: Parsed<Schemas<Name>['body']>;
  brand: Brand;
  /** The logged-in member; never null on a `member` endpoint (the member hook answered 403). */
  member: Schemas<Name>['access'] extends 'member' ? Member : Member | null;
  /** The logged-in operator; never null on an `operator` endpoint (the hook answered 403). */
  operator: Schemas<Name>['access'] extends 'operator' ? Operator : Operator | null;
};

/** The routes of one domain (session, signup, photos, ...): a Fastify plugin over the context. */
export type DomainRoutes = FastifyPluginAsync<{ context: ServerContext }>;

/** Handles one endpoint: resolves its answer, which the table's response schema checks. */
export type EndpointHandler<Name extends EndpointName> = (
  request: EndpointRequest<Name>,
  reply: FastifyReply,
) => Promise<EndpointResult<Name>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint of the table a route serves (absent on pages and files). */
    endpoint?: EndpointName;
  }
}

/**
 * Registers the route of one endpoint of the table: its method, path and variant, the request
 * schemas (checked by the validator compiler), the response schemas of success and of errors
 * (enforced by the serializer: an answer or an error code the table does not declare is a bug and
 * becomes a 500), the access rule (the member hook reads it) and the rate limit.
 */
export function route<Name extends EndpointName>(
  app: FastifyInstance,
  context: Pick<ServerContext, 'rateLimits'>,
  name: Name,
  handler: EndpointHandler<Name>,
): void {
  const entry = endpoint(name) as unknown as EndpointSchema & EndpointRoute;
  const status = entry.status ?? 200;
  const errorSchema = endpointErrorSchema(name);
  const limit = entry.rateLimit ? context.rateLimits[entry.rateLimit] : undefined;
  app.route({
    method: entry.method,
    url: entry.path,
    ...(entry.variant
      ? { constraints: { [VARIANT_CONSTRAINT]: variantValue(entry.variant) } }
      : {}),
    schema: {
      ...(entry.query ? { querystring: entry.query } : {}),
      ...(entry.body ? { body: entry.body } : {}),
      response: { [status]: entry.response, '4xx': errorSchema, '5xx': errorSchema },
    },
    config: {
      endpoint: name,
      ...(limit ? { rateLimit: { max: limit.max, timeWindow: limit.windowMs } } : {}),
    },
    handler: async (request, reply) => {
      reply.status(status);
      return handler(request as unknown as EndpointRequest<Name>, reply);
    },
  });
}

type RouteConstraintStrategy = NonNullable<
  NonNullable<FastifyServerOptions['routerOptions']>['constraints']
>[string];

/** The constraint that tells endpoints on one method and path apart by their variant query. */
const VARIANT_CONSTRAINT = 'apiVariant';

const variantValue = (variant: { name: string; value: string }) =>
  `${variant.name}=${variant.value}`;

/** The query parameters that name a variant somewhere in the table (`push`). */
const VARIANT_NAMES = [
  ...new Set(
    Object.values(ENDPOINTS).flatMap((route) =>
      'variant' in route && route.variant ? [route.variant.name] : [],
    ),
  ),
];

/**
 * The route constraint behind variants: a request whose query carries `push=1` reaches the
 * endpoint declared with that variant; any other request reaches the plain endpoint.
 */
export const variantConstraint: RouteConstraintStrategy = {
  name: VARIANT_CONSTRAINT,
  mustMatchWhenDerived: false,
  validate(value: unknown) {
    if (typeof value !== 'string') throw new Error('A variant is a string such as push=1');
  },
  storage() {
    const handlers = new Map<string, unknown>();
    return {
      get: (value: string) => (handlers.get(value) as never) ?? null,
      set: (value: string, handler: unknown) => {
        handlers.set(value, handler);
      },
    };
  },
  deriveConstraint(request) {
    const query = request.url?.split('?')[1];
    if (!query) return '';
    const parameters = new URLSearchParams(query);
    for (const name of VARIANT_NAMES) {
      const value = parameters.get(name);
      if (value !== null) return `${name}=${value}`;
    }
    return '';
  },
};
