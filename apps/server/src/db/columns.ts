import { customType, text } from 'drizzle-orm/pg-core';
import { open, seal } from '../core/sealed-data.ts';

/**
 * A person as stored without whole numbers (core/personal-data.ts): the name and the masked
 * phone and ID number shown in lists; the keyed hashes stand beside them in each table.
 */
export const maskedPersonColumns = () => ({
  name: text('name').notNull(),
  phoneMasked: text('phone_masked').notNull(),
  idNumberMasked: text('id_number_masked').notNull(),
});

/**
 * A whole ID number, phone or bank card, sealed at rest (core/sealed-data.ts: SM4-CTR + HMAC-SM3
 * under DATA_KEY, bound to the column's name): drizzle seals on write and opens on read, so
 * repositories keep handling plain strings. A sealed column cannot be compared in SQL (every
 * sealing differs): exact search goes through a keyed hash column beside it, and bulk loads must
 * map values through the column (seed/early-warnings.seed.ts `bulkInsert` does).
 */
export const sealedText = (name: string) =>
  customType<{ data: string; driverData: string }>({
    dataType: () => 'text',
    toDriver: (value) => seal(value, name),
    fromDriver: (value) => open(value, name),
  })(name);
