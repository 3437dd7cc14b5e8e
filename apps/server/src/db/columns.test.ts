import { getTableConfig, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { maskedPersonColumns } from './columns.ts';

const columnsOf = (table: Parameters<typeof getTableConfig>[0]) =>
  getTableConfig(table).columns.map((column) => ({
    name: column.name,
    type: column.getSQLType(),
    notNull: column.notNull,
  }));

describe('maskedPersonColumns', () => {
  it('declare the same SQL columns as writing them out, in the same order', () => {
    const shared = pgTable('probe', { id: text('id').primaryKey(), ...maskedPersonColumns() });
    const written = pgTable('probe', {
      id: text('id').primaryKey(),
      name: text('name').notNull(),
      phoneMasked: text('phone_masked').notNull(),
      idNumberMasked: text('id_number_masked').notNull(),
    });
    expect(columnsOf(shared)).toEqual(columnsOf(written));
    expect(columnsOf(shared).map((column) => column.name)).toEqual(['id', 'name', 'phone_masked', 'id_number_masked']);
  });

  it('give every table its own column objects', () => {
    expect(maskedPersonColumns().name).not.toBe(maskedPersonColumns().name);
  });
});
