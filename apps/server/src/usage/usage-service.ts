import type { Database } from '../db/client.ts';
import { USES, getCounter, incrementCounter, incrementCounterStatement } from './usage-repository.ts';

/** Counts uses of the tools. Callers pass how many: a group upload counts each file. */
export async function countUses(db: Database, uses = 1): Promise<void> {
  if (uses > 0) await incrementCounter(db, USES, uses);
}

/**
 * Counting `uses` (at least one) as a statement to run as part of another (grading-repository.ts
 * writes its rows and their uses as one statement).
 */
export const countUsesStatement = (db: Database, uses: number) => incrementCounterStatement(db, USES, uses);

export const getUses = (db: Database) => getCounter(db, USES);
