import type { Brand } from '@dating/contract';
import type { Kysely } from 'kysely';
import type { ServerClock } from '../clock.js';
import type { Database } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand the Host header names, or null for an unknown host. */
    brand: Brand | null;
  }
}

/** What every route needs: the database, the time, the brands and the folders. */
export interface ServerContext {
  database: Kysely<Database>;
  clock: ServerClock;
  brands: readonly Brand[];
  sitesDir: string;
  uploadsDir: string;
}
