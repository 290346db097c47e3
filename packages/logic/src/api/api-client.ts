import type {
  CompanyInfo,
  Interest,
  Language,
  LoginRequest,
  PushSubscriptionInput,
  Region,
  SearchResponse,
  Settings,
  SignupRequest,
  User,
} from '@dating/contract';
import { API_PATHS, REQUEST_TYPE_HEADER } from '@dating/contract/enums';
import { type Clock, sleep, systemClock } from '../platform/clock.js';
import { ApiRequestError } from './api-error.js';

/** Query values; undefined and null values are left out of the URL. */
export type QueryValues = Record<string, string | number | boolean | null | undefined>;

/** Query of the member search (GET search.php); ages are inclusive, pages start at 1. */
export interface MemberSearchQuery {
  gender?: 'male' | 'female';
  country?: string;
  countryregion?: string;
  min_age?: number;
  max_age?: number;
  page?: number;
}

/** Options of one request. */
export interface RequestOptions {
  query?: QueryValues;
  /** Sent as JSON; a `FormData` body is sent as it is (multipart, e.g. a photo upload). */
  body?: unknown;
  headers?: Record<string, string>;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Called when an answer is a 403 asking for a login (any call but GET user.php). */
export type AuthenticationRequiredListener = (error: ApiRequestError) => void;

/** The typed client of the site's API (`/api/*.php`). */
export interface ApiClient {
  /** Sends one request with retries; resolves the parsed JSON answer (undefined when empty). */
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /** Registers a listener for answers that require a login; returns the unsubscribe function. */
  onAuthenticationRequired(listener: AuthenticationRequiredListener): () => void;
  /** GET settings.php with the route's query parameters and `forced_domain`. */
  getSettings(query?: QueryValues): Promise<Settings>;
  /** GET user.php: the logged-in member, or null for a visitor. */
  getUser(): Promise<User | null>;
  /** POST user.php: logs in and resolves the member. */
  login(credentials: LoginRequest): Promise<User>;
  /** GET logout.php: ends the session. */
  logout(): Promise<void>;
  /** PUT user.php: saves the interface language of the logged-in member. */
  saveLanguage(language: Language): Promise<void>;
  /** GET companyinfo.php */
  getCompanyInfo(): Promise<CompanyInfo>;
  /** GET interests.php: the interest codes. */
  getInterests(): Promise<Interest[]>;
  /** GET regions.php: the regions of each of the brand's countries, keyed by country code. */
  getRegions(): Promise<Record<string, Region[]>>;
  /** GET search.php: one page of the member search. */
  searchMembers(query: MemberSearchQuery): Promise<SearchResponse>;
  /** POST signup.php: creates the account (signup step 0) and logs it in. */
  signup(request: SignupRequest): Promise<User>;
  /** POST user.php?push=1: keeps the browser's push subscription. */
  subscribePush(subscription: PushSubscriptionInput['subscription']): Promise<void>;
  /** The full address of an API path (a download link). */
  urlOf(path: string): string;
}

/** Options of `createApiClient`. */
export interface ApiClientOptions {
  /** Prefix of every path, e.g. `https://amora.example`; empty for the site's own origin. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  clock?: Clock;
  /** How many times a network failure or 5xx answer is retried. */
  retries?: number;
  /** Delay before the first retry; each further retry waits twice as long. */
  retryDelayMs?: number;
}

/** Builds the URL of a path with its query (undefined and null values left out). */
export function buildUrl(baseUrl: string, path: string, query: QueryValues = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const queryString = search.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${queryString ? `?${queryString}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Creates the API client. JSON bodies, cookies always sent (`credentials: 'include'`). A network
 * failure or a 5xx answer is retried `retries` times after `retryDelayMs × 2^n` (n = 0, 1, ...);
 * a 4xx answer never. A 403 with `authentication_required: true` notifies the
 * `onAuthenticationRequired` listeners, except for GET user.php. Answers are not validated.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const {
    baseUrl = '',
    fetch = (input, requestInit) => globalThis.fetch(input, requestInit),
    clock = systemClock,
    retries = 5,
    retryDelayMs = 500,
  } = options;
  const listeners = new Set<AuthenticationRequiredListener>();

  async function attempt(url: string, requestInit: RequestInit) {
    try {
      return await fetch(url, requestInit);
    } catch (cause) {
      return new ApiRequestError(0, null, { cause });
    }
  }

  async function request<T>(method: HttpMethod, path: string, requestOptions: RequestOptions = {}) {
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...requestOptions.headers,
    };
    const requestInit: RequestInit = { method, credentials: 'include', headers };
    if (typeof FormData !== 'undefined' && requestOptions.body instanceof FormData) {
      // The browser sets the multipart content type with its boundary.
      requestInit.body = requestOptions.body;
    } else if (requestOptions.body !== undefined) {
      headers['content-type'] = 'application/json';
      requestInit.body = JSON.stringify(requestOptions.body);
    }
    const url = buildUrl(baseUrl, path, requestOptions.query);
    for (let retry = 0; ; retry += 1) {
      const outcome = await attempt(url, requestInit);
      const retryable = outcome instanceof ApiRequestError || outcome.status >= 500;
      if (retryable && retry < retries) {
        await sleep(clock, retryDelayMs * 2 ** retry);
        continue;
      }
      if (outcome instanceof ApiRequestError) throw outcome;
      const body = await readBody(outcome);
      if (outcome.ok) return body as T;
      const error = new ApiRequestError(outcome.status, body);
      const isUserCall = method === 'GET' && path === API_PATHS.user;
      if (error.authenticationRequired && !isUserCall) {
        for (const listener of [...listeners]) listener(error);
      }
      throw error;
    }
  }

  return {
    request,
    onAuthenticationRequired(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSettings: (query = {}) => request<Settings>('GET', API_PATHS.settings, { query }),
    async getUser() {
      const headers = { [REQUEST_TYPE_HEADER.name]: REQUEST_TYPE_HEADER.value };
      const answer = await request<{ user: User | null }>('GET', API_PATHS.user, { headers });
      return answer?.user ?? null;
    },
    async login(credentials) {
      const answer = await request<{ user: User }>('POST', API_PATHS.user, { body: credentials });
      return answer.user;
    },
    async logout() {
      await request('GET', API_PATHS.logout);
    },
    async saveLanguage(language) {
      await request('PUT', API_PATHS.user, { body: { language } });
    },
    getCompanyInfo: () => request<CompanyInfo>('GET', API_PATHS.companyInfo),
    async getInterests() {
      return (await request<{ interests: Interest[] }>('GET', API_PATHS.interests)).interests;
    },
    async getRegions() {
      const answer = await request<{ regions: Record<string, Region[]> }>('GET', API_PATHS.regions);
      return answer.regions;
    },
    searchMembers: (query) =>
      request<SearchResponse>('GET', API_PATHS.search, { query: { ...query } }),
    signup: (body) => userOf(request('POST', API_PATHS.signup, { body })),
    async subscribePush(subscription) {
      await request('POST', API_PATHS.user, { query: { push: 1 }, body: { subscription } });
    },
    urlOf: (path) => buildUrl(baseUrl, path),
  };
}

/** The `user` of an answer `{ user }`. */
export async function userOf(answer: Promise<unknown>): Promise<User> {
  return ((await answer) as { user: User }).user;
}
