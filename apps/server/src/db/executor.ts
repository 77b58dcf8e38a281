// What a repository function runs its queries on: the database, or a transaction of it, so a
// service can put several features' writes into one transaction.
import type { Database } from './client.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;
