import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/** What repositories write through when a service groups their writes into one transaction. */
export type Transaction = EntityManager;

/** Runs a service's writes to several repositories as one transaction. */
@Injectable()
export class Transactions {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  run<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
