import { text } from 'drizzle-orm/pg-core';

/** The organisation a row belongs to and its materialised path, for subtree scoping (`org_id`, `org_path`). */
export const orgColumns = () => ({
  orgId: text('org_id').notNull(),
  orgPath: text('org_path').notNull(),
});

/**
 * A person as stored without whole numbers (core/personal-data.ts): the name and the masked
 * phone and ID number shown in lists; the keyed hashes stand beside them in each table.
 */
export const maskedPersonColumns = () => ({
  name: text('name').notNull(),
  phoneMasked: text('phone_masked').notNull(),
  idNumberMasked: text('id_number_masked').notNull(),
});
