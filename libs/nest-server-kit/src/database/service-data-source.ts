import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';

export interface ServiceDataSource {
  /** The service's own Postgres schema, e.g. `enquiry`. */
  schema: string;
  /** Shown in pg_stat_activity, e.g. `enquiry-service`. */
  applicationName: string;
  entities: NonNullable<PostgresConnectionOptions['entities']>;
  /** Oldest first; each keeps its timestamped name for good, as the migrations table records it. */
  migrations: NonNullable<PostgresConnectionOptions['migrations']>;
}

/** Queries slower than this are logged as warnings. */
const SLOW_QUERY_MS = 1000;

/**
 * The TypeORM options of a service's database for its URL: its schema, entities and migrations, which run
 * before the app serves (never synchronize). The app (serviceDatabaseModule) and the TypeORM CLI (the
 * service's `src/database/data-source.ts`) both use them.
 */
export function serviceDataSourceOptions(description: ServiceDataSource): (url: string | undefined) => PostgresConnectionOptions {
  return (url) => ({
    type: 'postgres',
    url,
    schema: description.schema,
    applicationName: description.applicationName,
    entities: description.entities,
    migrations: description.migrations,
    migrationsTableName: 'migrations',
    migrationsRun: true,
    synchronize: false,
    // gen_random_uuid() is built into Postgres 13+; the service roles may not create extensions.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    maxQueryExecutionTime: SLOW_QUERY_MS,
  });
}
