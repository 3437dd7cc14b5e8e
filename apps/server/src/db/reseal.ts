import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { maskIdNumber, maskPhone, victimLookupOf, type PersonKeyOf } from '../core/personal-data.ts';
import { installedDataKeyring, isSealed, open, seal, sealedKeyIdOf, type DataKeyring } from '../core/sealed-data.ts';
import type { Db } from './client.ts';
import { rowsOf } from './raw-sql.ts';
import * as schema from './schema.ts';

/** A table holding sealed columns (db/columns.ts `sealedText`), found by what its columns store. */
export interface SealedTable {
  name: string;
  /** Stored names of the sealed columns. */
  columns: string[];
  /** Whether rows have an `id` to walk by (the idempotency store's answers do not, and live 24 h). */
  hasId: boolean;
}

/**
 * Every sealed column of the schema: a custom column whose driver value of a probe is sealed.
 * A new `sealedText` column is found without being listed anywhere.
 */
export function sealedTables(): SealedTable[] {
  const tables: SealedTable[] = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const columns = Object.values(getTableColumns(table) as Record<string, PgColumn>)
      .filter((column) => column.columnType === 'PgCustomColumn')
      .filter((column) => {
        const probe: unknown = column.mapToDriverValue('probe');
        return typeof probe === 'string' && isSealed(probe);
      })
      .map((column) => column.name);
    if (columns.length > 0) tables.push({ name: getTableName(table), columns, hasId: 'id' in getTableColumns(table) });
  }
  return tables;
}

export interface ResealReport {
  /** Per `table.column`: values sealed anew (legacy plaintext, or sealed under an old key). */
  resealed: Record<string, number>;
  /** Warnings whose masked and keyed lookup columns, and controlled persons whose masks, were filled in. */
  lookupsFilled: number;
  /** Values another process changed between our read and our write (left to it; a later run takes them). */
  skipped: number;
}

type Row = Record<string, string | null> & { id: string };

/**
 * Moves every sealed value to the current key (`npm run data:reencrypt`): legacy plaintext is
 * sealed, values under an old key are opened and sealed anew, values under the current key are
 * left alone — so a second run does nothing. Walks each table by id in batches; each write is
 * conditional on the value still being the one read (compare-and-set on the stored text), so a
 * server changing the same row meanwhile wins and nothing it wrote is lost. Row versions are not
 * bumped: the content does not change, and an open form must not answer 409 for it. Warnings whose
 * keyed lookups (information query) or masked forms are missing — rows from before sealing — get
 * them from the opened values.
 */
export async function resealAll(
  db: Db,
  options: { personKeyOf: PersonKeyOf; keyring?: DataKeyring; batchSize?: number; log?: (line: string) => void },
): Promise<ResealReport> {
  const keyring = options.keyring ?? installedDataKeyring();
  const batchSize = options.batchSize ?? 500;
  const report: ResealReport = { resealed: {}, lookupsFilled: 0, skipped: 0 };
  for (const table of sealedTables()) {
    if (!table.hasId) {
      options.log?.(
        `${table.name}: left as it is (its rows expire within a day: keep an old key that long after rotating)`,
      );
      continue;
    }
    const lookups = table.name === 'early_warning';
    const masks = table.name === 'controlled_person';
    const extra = lookups
      ? ['victim_phone_key', 'victim_id_number_key', 'victim_phone_masked', 'victim_id_number_masked']
      : masks
        ? ['id_number_masked', 'phone_masked']
        : [];
    const selected = sql.raw([...table.columns, ...extra].map((name) => `"${name}"`).join(', '));
    let after = '';
    for (;;) {
      const rows = rowsOf<Row>(
        await db.execute(
          sql`select id, ${selected} from ${sql.identifier(table.name)} where id > ${after} order by id limit ${batchSize}`,
        ),
      );
      if (rows.length === 0) break;
      after = rows.at(-1)!.id;
      for (const column of table.columns) {
        const changes = rows.flatMap((row) => {
          const stored = row[column];
          if (stored === null || stored === undefined || sealedKeyIdOf(stored) === keyring.current.id) return [];
          return [{ id: row.id, prior: stored, sealed: seal(open(stored, column, keyring), column, keyring) }];
        });
        if (changes.length === 0) continue;
        const updated = rowsOf<{ id: string }>(
          await db.execute(sql`
            update ${sql.identifier(table.name)} as t set ${sql.identifier(column)} = x.sealed
            from json_to_recordset(${JSON.stringify(changes)}::json) as x(id text, prior text, sealed text)
            where t.id = x.id and t.${sql.identifier(column)} = x.prior
            returning t.id`),
        );
        const key = `${table.name}.${column}`;
        report.resealed[key] = (report.resealed[key] ?? 0) + updated.length;
        report.skipped += changes.length - updated.length;
      }
      if (lookups) report.lookupsFilled += await fillWarningLookups(db, rows, options.personKeyOf, keyring);
      if (masks) report.lookupsFilled += await fillPersonMasks(db, rows, keyring);
    }
    options.log?.(`${table.name}: ${table.columns.join(', ')} done`);
  }
  return report;
}

/** Warnings from before sealing lack the keyed hashes (a migration cannot compute an HMAC): filled here. */
async function fillWarningLookups(db: Db, rows: Row[], personKeyOf: PersonKeyOf, keyring: DataKeyring) {
  const fills = rows.flatMap((row) => {
    const phone = row.victim_phone ? open(row.victim_phone, 'victim_phone', keyring) : null;
    const idNumber = row.victim_id_number ? open(row.victim_id_number, 'victim_id_number', keyring) : null;
    const missing =
      (phone !== null && (row.victim_phone_key === null || row.victim_phone_masked === null)) ||
      (idNumber !== null && (row.victim_id_number_key === null || row.victim_id_number_masked === null));
    if (!missing) return [];
    const lookup = victimLookupOf({ phone, idNumber }, personKeyOf);
    return [
      {
        id: row.id,
        phone_key: lookup.victimPhoneKey,
        id_key: lookup.victimIdNumberKey,
        phone_masked: lookup.victimPhoneMasked,
        id_masked: lookup.victimIdNumberMasked,
      },
    ];
  });
  if (fills.length === 0) return 0;
  const updated = rowsOf<{ id: string }>(
    await db.execute(sql`
      update early_warning as t set
        victim_phone_key = x.phone_key, victim_id_number_key = x.id_key,
        victim_phone_masked = x.phone_masked, victim_id_number_masked = x.id_masked
      from json_to_recordset(${JSON.stringify(fills)}::json)
        as x(id text, phone_key text, id_key text, phone_masked text, id_masked text)
      where t.id = x.id
      returning t.id`),
  );
  return updated.length;
}

/** Controlled persons sealed before their masked forms existed: the list's masks, from the opened values. */
async function fillPersonMasks(db: Db, rows: Row[], keyring: DataKeyring) {
  const fills = rows.flatMap((row) => {
    if (row.id_number_masked !== null && row.phone_masked !== null) return [];
    return [
      {
        id: row.id,
        id_masked: maskIdNumber(row.id_number ? open(row.id_number, 'id_number', keyring) : null),
        phone_masked: maskPhone(row.phone ? open(row.phone, 'phone', keyring) : null),
      },
    ];
  });
  if (fills.length === 0) return 0;
  const updated = rowsOf<{ id: string }>(
    await db.execute(sql`
      update controlled_person as t set id_number_masked = x.id_masked, phone_masked = x.phone_masked
      from json_to_recordset(${JSON.stringify(fills)}::json) as x(id text, id_masked text, phone_masked text)
      where t.id = x.id
      returning t.id`),
  );
  return updated.length;
}
