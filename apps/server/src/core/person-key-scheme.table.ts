import { pgTable, text } from 'drizzle-orm/pg-core';
import { checkOneOf } from '../db/enum-column.ts';
import { PERSON_KEY_ALGORITHMS } from './personal-data.ts';

/** One row: how this database keys persons (core/person-key-scheme.ts), fixed by the migration that made it. */
export const personKeyScheme = pgTable(
  'person_key_scheme',
  {
    id: text('id').primaryKey(),
    algorithm: text('algorithm', { enum: PERSON_KEY_ALGORITHMS }).notNull(),
  },
  (t) => [checkOneOf('person_key_scheme_algorithm_check', t.algorithm, PERSON_KEY_ALGORITHMS)],
);
