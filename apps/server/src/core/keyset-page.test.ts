import { PAGE_TOTAL_CAP } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { cappedTotal, decodeCursor, encodeCursor, pageFrom } from './keyset-page.ts';

const b64 = (text: string) => Buffer.from(text).toString('base64url');

describe('keyset cursor', () => {
  it('round-trips position and count', () => {
    const cursor = { micros: '1583024400123456', id: 'abc', counted: 42 };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor(undefined)).toBeUndefined();
    expect(decodeCursor('')).toBeUndefined();
  });

  it('refuses garbage with a 400 naming the cursor', () => {
    for (const garbage of [
      'garbage',
      b64('not json'),
      b64('["1; drop", "x", 1]'),
      b64('["1", "x", -1]'),
      b64('["1", "x", 1.5]'),
      b64('["1", 2, 1]'),
      b64('["1", "x"]'),
      b64('{"micros":"1","id":"x","counted":1}'),
    ]) {
      expect(() => decodeCursor(garbage)).toThrow(expect.objectContaining({ status: 400 }));
    }
    expect(() => decodeCursor('garbage')).toThrow(/cursor/);
  });

  it('refuses positions the database cannot take: times outside 1970–2100, ids with U+0000 or too long', () => {
    for (const [micros, id] of [
      ['99999999999999999999', 'x'],
      ['-9223372036854775808', 'x'],
      ['8640000000000000000', 'x'],
      ['-1', 'x'],
      [String(Date.UTC(2101, 0, 1) * 1000), 'x'],
      ['1583024400123456', 'a\u0000'],
      ['1583024400123456', 'x'.repeat(65)],
    ]) {
      expect(() => decodeCursor(b64(JSON.stringify([micros, id, 1])))).toThrow(
        expect.objectContaining({ status: 400 }),
      );
    }
    expect(decodeCursor(b64(JSON.stringify(['0', 'x', 1])))?.micros).toBe('0');
  });

  it('caps a forged count', () => {
    expect(decodeCursor(encodeCursor({ micros: '1', id: 'x', counted: 10 ** 9 }))?.counted).toBe(PAGE_TOTAL_CAP + 1);
  });
});

describe('capped total', () => {
  it('is exact up to the cap and a lower bound beyond it', () => {
    expect(cappedTotal(0)).toEqual({ total: 0, totalIsCapped: false });
    expect(cappedTotal(PAGE_TOTAL_CAP)).toEqual({ total: PAGE_TOTAL_CAP, totalIsCapped: false });
    expect(cappedTotal(PAGE_TOTAL_CAP + 1)).toEqual({ total: PAGE_TOTAL_CAP, totalIsCapped: true });
  });
});

describe('page from rows', () => {
  const rows = [3, 2, 1].map((n) => ({ id: `r${n}`, micros: String(n * 1000) }));
  const options = {
    pageSize: 2,
    counted: 3,
    positionOf: (row: (typeof rows)[number]) => ({ micros: row.micros, id: row.id }),
    present: (page: typeof rows) => page.map((row) => row.id),
  };

  it('shows pageSize rows and points the cursor at the last one shown', () => {
    const page = pageFrom(rows, options);
    expect(page).toMatchObject({ records: ['r3', 'r2'], total: 3, totalIsCapped: false });
    expect(decodeCursor(page.nextCursor!)).toEqual({ micros: '2000', id: 'r2', counted: 3 });
  });

  it('has no next cursor on the last page', () => {
    expect(pageFrom(rows.slice(0, 2), options).nextCursor).toBeNull();
    expect(pageFrom([], options)).toEqual({ records: [], total: 3, totalIsCapped: false, nextCursor: null });
  });
});
