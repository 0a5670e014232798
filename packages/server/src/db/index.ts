import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  type DatabaseConnection,
  type Driver,
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  type SqliteStatement,
  sql,
} from 'kysely';
import pg from 'pg';
import { migrations } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DbKind = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  kind: DbKind;
  close: () => Promise<void>;
}

/** Opens PostgreSQL when a postgres:// address is given, else the SQLite file `wuz.db` in dataDir. */
export function openDatabase(options: { databaseUrl?: string; dataDir: string }): DbHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(options.dataDir, 'wuz.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new QueuedSqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

/**
 * PostgreSQL plans each query text once per connection instead of on every run (a name per distinct text; only
 * data statements, so a table changed by a migration is never read through an older plan).
 */
function withPreparedStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < 500 && /^\s*(select|insert|update|delete|with)\b/i.test(text)) {
      name = `wuz_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
  return {
    connect: async () => {
      const client = await pool.connect();
      return {
        query: ((query: string | pg.Submittable, values?: unknown[]) =>
          typeof query === 'string'
            ? client.query({ text: query, values, name: nameOf(query) })
            : client.query(query)) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}

/** SQLite has one connection; queries waiting for it get it in arrival order, each woken only at its turn. */
class QueuedSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new QueuedSqliteDriver(this.#config);
  }
}

class QueuedSqliteDriver extends SqliteDriver {
  #busy = false;
  readonly #waiting: (() => void)[] = [];

  override async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#busy) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#busy = true;
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    const next = this.#waiting.shift();
    if (next) next();
    else this.#busy = false;
  }
}

/** Reuses prepared statements by SQL text (the query layer prepares one per query otherwise). */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare: (text) => {
      // A schema change may change what a cached `select *` returns.
      if (/^\s*(create|alter|drop)\b/i.test(text)) {
        statements.clear();
        return sqlite.prepare(text);
      }
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= 1000) statements.clear();
        statement = withRowObjects(sqlite.prepare(text));
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

type RowFactory = (values: unknown[]) => Record<string, unknown>;

/** A function building a row object from its values, for these column names. */
function rowFactory(names: readonly string[]): RowFactory {
  const fields = names.map((name, i) => `${JSON.stringify(name)}: values[${i}]`);
  return new Function('values', `return { ${fields.join(', ')} };`) as RowFactory;
}

/**
 * Reads rows as arrays and builds the objects in JavaScript, which costs much less than the driver building
 * them (a list of 200 rows reads in about half the time). The same objects either way.
 */
function withRowObjects(statement: SQLite.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  const names = statement.columns().map((column) => column.name);
  if (names.includes('__proto__')) return statement;
  const toRow = rowFactory(names);
  statement.raw(true);
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(toRow),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters)) yield toRow(values as unknown[]);
    },
  };
}

export const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Locks the rows a select reads until its transaction ends, on PostgreSQL (SQLite runs one transaction at a time
 * on its single connection). For read-then-write steps that two requests could interleave.
 */
export const lockRows =
  (db: Db) =>
  <QB extends { forUpdate: () => QB }>(query: QB): QB =>
    isPostgres(db) ? query.forUpdate() : query;

/** Applies every pending migration; throws if one fails. */
export async function migrateToLatest(db: Db): Promise<void> {
  // On PostgreSQL the bookkeeping tables live in the current schema (several installs may share a database).
  const schema = isPostgres(db)
    ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name
    : undefined;
  const migrator = new Migrator({
    db,
    migrationTableSchema: schema,
    provider: { getMigrations: async () => migrations },
    // Product and gateway migrations are numbered in separate ranges.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migrasi gagal${failed ? ` (${failed.migrationName})` : ''}: ${String(error)}`);
  }
}

/** True for a unique-constraint violation on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
