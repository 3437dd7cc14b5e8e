import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from './index.ts';
import { endpointsIn, urlOf } from './endpoint.ts';
import { dateTime, int4, money, text } from './fields.ts';

const allEndpoints = () => endpointsIn(contract);

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = ['optional', 'default', 'nullable', 'readonly', 'catch'];
const unwrap = (schema: z.ZodType): z.ZodType => {
  const def = defOf(schema);
  if (WRAPPERS.includes(def.type)) return unwrap(def.innerType as z.ZodType);
  if (def.type === 'pipe') return unwrap(def.in as z.ZodType);
  return schema;
};

/** Every leaf field of every request schema, with its path (`location.address`, `photos.0`). */
function requestFields(): { where: string; schema: z.ZodType; field: z.ZodType; path: (string | number)[] }[] {
  const fields: { where: string; schema: z.ZodType; field: z.ZodType; path: (string | number)[] }[] = [];
  for (const endpoint of allEndpoints()) {
    for (const schema of [endpoint.query, endpoint.body]) {
      if (!schema) continue;
      const visit = (node: z.ZodType, path: (string | number)[]) => {
        const inner = unwrap(node);
        const def = defOf(inner);
        if (def.type === 'object')
          for (const [key, child] of Object.entries(def.shape as Record<string, z.ZodType>))
            visit(child, [...path, key]);
        else if (def.type === 'array') visit(def.element as z.ZodType, [...path, 0]);
        else fields.push({ where: `${urlOf(endpoint)} ${path.join('.')}`, schema, field: inner, path });
      };
      visit(schema, []);
    }
  }
  return fields;
}

/** An input holding `value` at `path` (and nothing else). */
const inputAt = (path: (string | number)[], value: unknown): unknown =>
  path.length === 0
    ? value
    : typeof path[0] === 'number'
      ? [inputAt(path.slice(1), value)]
      : { [path[0] as string]: inputAt(path.slice(1), value) };

const refusesAt = (schema: z.ZodType, path: (string | number)[], value: unknown) => {
  const result = schema.safeParse(inputAt(path, value));
  return !result.success && result.error.issues.some((issue) => issue.path.join('.') === path.join('.'));
};

describe('request schemas bound what their columns hold', () => {
  const fields = requestFields();

  it('finds the fields of every request schema', () => {
    expect(fields.length).toBeGreaterThan(80);
  });

  it('refuses U+0000 in every string field', () => {
    const open = fields.filter(({ field }) => defOf(field).type === 'string');
    const leaking = open.filter(({ schema, path }) => !refusesAt(schema, path, 'a\u0000b'));
    expect(leaking.map(({ where }) => where)).toEqual([]);
  });

  it('refuses dates outside 1970–2100 in every date field', () => {
    const dates = fields.filter(({ field }) => (field as unknown as { format?: string }).format === 'datetime');
    expect(dates.length).toBeGreaterThan(3);
    for (const outside of [
      '0000-01-01T00:00:00Z',
      '1969-12-31T23:59:59Z',
      '2101-01-01T00:00:00Z',
      '9999-12-31T00:00:00Z',
    ])
      expect(dates.filter(({ schema, path }) => !refusesAt(schema, path, outside)).map(({ where }) => where)).toEqual(
        [],
      );
  });

  it('refuses numbers beyond an integer column in every number field', () => {
    const numbers = fields.filter(({ field }) => defOf(field).type === 'number');
    for (const huge of [2 ** 31, 1e10, 1e15])
      expect(numbers.filter(({ schema, path }) => !refusesAt(schema, path, huge)).map(({ where }) => where)).toEqual(
        [],
      );
  });

  it('refuses amounts beyond numeric(14,2)', () => {
    expect(refusesAt(contract.feedbackFieldsSchema, ['amountLost'], '1000000000000000')).toBe(true);
    expect(refusesAt(contract.feedbackFieldsSchema, ['amountLost'], '1000000000000')).toBe(true);
    expect(refusesAt(contract.feedbackFieldsSchema, ['amountLost'], '999999999999.99')).toBe(false);
    expect(refusesAt(contract.intakeBodySchema, ['fundAmount'], '1e15')).toBe(true);
    expect(refusesAt(contract.intakeBodySchema, ['callCount'], 1e10)).toBe(true);
  });
});

describe('field builders', () => {
  it('text: bounded, no U+0000, chainable', () => {
    expect(text(3).safeParse('abc').success).toBe(true);
    expect(text(3).safeParse('abcd').success).toBe(false);
    expect(text(9).safeParse('a\u0000').success).toBe(false);
    expect(text(9).trim().min(1).safeParse('  ').success).toBe(false);
  });

  it('dateTime: 1970 to 2100 by its instant', () => {
    expect(dateTime().safeParse('1970-01-01T00:00:00Z').success).toBe(true);
    expect(dateTime().safeParse('2100-12-31T23:59:59+08:00').success).toBe(true);
    expect(dateTime().safeParse('2100-12-31T23:59:59-14:00').success).toBe(false);
    expect(dateTime().safeParse('0000-01-01T00:00:00Z').success).toBe(false);
  });

  it('int4 and money stay within their columns', () => {
    expect(int4().safeParse(2 ** 31 - 1).success).toBe(true);
    expect(int4().safeParse(2 ** 31).success).toBe(false);
    expect(money().safeParse('999999999999.99').success).toBe(true);
    expect(money().safeParse('1000000000000').success).toBe(false);
  });
});
