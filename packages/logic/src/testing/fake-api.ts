import type { EndpointInput } from '@dating/contract';
import { ENDPOINTS } from '@dating/contract/endpoints';
import type {
  ApiClient,
  AuthenticationRequiredListener,
  CallOptions,
  SiteEndpointName,
} from '../api/api-client.js';
import { ApiRequestError } from '../api/api-error.js';
import { buildUrl } from '../api/transport.js';
import { apiError } from './fake-errors.js';
import {
  createFakeHandlers,
  type EndpointHandler,
  type EndpointHandlers,
  type FakeApiData,
} from './fake-server.js';

/** One recorded call of the fake API. */
export interface RecordedCall {
  endpoint: SiteEndpointName;
  /** The input the endpoint was called with (`{ query }`, `{ body }`, or undefined). */
  input: unknown;
}

/** An `ApiClient` for tests and stories that answers from handlers and records its calls. */
export interface FakeApi extends ApiClient {
  /** Every call, in order. */
  calls: RecordedCall[];
  /** The inputs of each call of one endpoint, in order. */
  callsTo<Name extends SiteEndpointName>(endpoint: Name): EndpointInput<Name>[];
  /** Notifies the `onAuthenticationRequired` listeners, as a 403 answer would. */
  emitAuthenticationRequired(): void;
}

/**
 * Creates a fake API: every endpoint answers from the fake server's default handlers (fixture
 * data; see `createFakeHandlers`) unless `overrides` replaces its handler. A handler gets the
 * same input as `api.call` and resolves the same result type; to fail, it rejects with an
 * `ApiRequestError` (`failWith('login_failed')`). As the real client does, a 403 asking for a
 * login notifies the listeners (except from GET user.php). Calls are recorded, overridden or not.
 */
export function createFakeApi(
  overrides: Partial<EndpointHandlers> = {},
  data: FakeApiData = {},
): FakeApi {
  const handlers: EndpointHandlers = { ...createFakeHandlers(data), ...overrides };
  const listeners = new Set<AuthenticationRequiredListener>();
  const calls: RecordedCall[] = [];

  function notify(error: ApiRequestError) {
    for (const listener of [...listeners]) listener(error);
  }

  async function call(
    endpoint: SiteEndpointName,
    input?: unknown,
    options: CallOptions = {},
  ): Promise<unknown> {
    calls.push({ endpoint, input });
    const handler = handlers[endpoint] as EndpointHandler<SiteEndpointName>;
    try {
      return await handler(input as never, options);
    } catch (error) {
      if (
        error instanceof ApiRequestError &&
        error.authenticationRequired &&
        endpoint !== 'getUser'
      ) {
        notify(error);
      }
      throw error;
    }
  }

  return {
    call: call as ApiClient['call'],
    urlOf: (endpoint, query) => buildUrl('', ENDPOINTS[endpoint].path, query),
    beacon(endpoint, body) {
      // Recorded like a call; the handler runs, its answer is dropped as a beacon's is.
      void call(endpoint, { body }).catch(() => undefined);
      return true;
    },
    onAuthenticationRequired(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    calls,
    callsTo: <Name extends SiteEndpointName>(endpoint: Name) =>
      calls
        .filter((recorded) => recorded.endpoint === endpoint)
        .map((recorded) => recorded.input as EndpointInput<Name>),
    emitAuthenticationRequired: () => notify(apiError('authentication_required')),
  };
}
