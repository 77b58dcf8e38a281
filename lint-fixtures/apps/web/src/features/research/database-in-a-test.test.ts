// A web test reads no database either; it may import the jargon package's index (line 4).
import { sql } from 'drizzle-orm'; // expect: no-restricted-imports
import { analyze } from '@scicomm/jargon';

export const both = [sql, analyze];
