import type { EntityManager } from 'typeorm';

/**
 * One database transaction, opened by a repository's `transaction()` and handed to the repositories that
 * take part in it. Only repositories look inside; services just pass it along.
 */
export type Transaction = EntityManager;
