import { text } from 'drizzle-orm/pg-core';

/**
 * A person as stored without whole numbers (core/personal-data.ts): the name and the masked
 * phone and ID number shown in lists; the keyed hashes stand beside them in each table.
 */
export const maskedPersonColumns = () => ({
  name: text('name').notNull(),
  phoneMasked: text('phone_masked').notNull(),
  idNumberMasked: text('id_number_masked').notNull(),
});
