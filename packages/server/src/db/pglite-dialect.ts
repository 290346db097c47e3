import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * A Kysely dialect over one PGlite instance. PGlite is a single connection, so the driver hands it
 * out to one caller at a time: a transaction never interleaves with other queries.
 */
export class PGliteDialect implements Dialect {
  readonly #database: PGlite;

  constructor(database: PGlite) {
    this.#database = database;
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#database);
  }

  createIntrospector(database: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(database);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

class PGliteConnection implements DatabaseConnection {
  readonly #database: PGlite;

  constructor(database: PGlite) {
    this.#database = database;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#database.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const command = result.command?.toUpperCase();
    const changes = command === 'INSERT' || command === 'UPDATE' || command === 'DELETE';
    const affected = result.affectedRows ?? result.rowCount;
    return {
      rows: result.rows,
      ...(changes && affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not supported; the error explains it
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect does not support streaming queries');
  }
}

class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection;
  readonly #database: PGlite;
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  constructor(database: PGlite) {
    this.#database = database;
    this.#connection = new PGliteConnection(database);
  }

  async init(): Promise<void> {
    await this.#database.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release: () => void = () => {};
    this.#queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.#release = release;
    return this.#connection;
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    const mode = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${mode}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    if (!this.#database.closed) await this.#database.close();
  }
}
