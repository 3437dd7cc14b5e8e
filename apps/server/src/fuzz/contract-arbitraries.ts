import fc from 'fast-check';
import type { z } from 'zod';

/** Real values from the seeded database, so generated requests get past validation into the handlers. */
export interface ValuePools {
  ids: string[];
  texts: string[];
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Strings a careless schema lets through to SQL or beyond a column. */
const hostileStrings = [
  '\u0000',
  'a\u0000b',
  '%00',
  '\ud800',
  '💥'.repeat(300),
  'x'.repeat(10_000),
  '',
  '   ',
  "' or 1=1 --",
  '../../etc/passwd',
];
/** Dates that match an ISO pattern but not the database (or lie just outside 1970–2100). */
const hostileDates = [
  '0000-01-01T00:00:00Z',
  '10000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '1969-12-31T23:59:59Z',
  '2100-12-31T23:59:59-14:00',
  '2020-02-30T00:00:00Z',
  '2024-01-01',
];
/** Numbers beyond integer and numeric(14,2) columns. */
const hostileNumbers = [1e15, -1e15, 1e10, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 1e308, -1, 0.5, 2 ** 53 + 2];
const hostileNumberTexts = ['1e15', '99999999999999999999', '-1', 'NaN', 'Infinity', '0x10', '1000000000000000.00'];
/** Forged keyset cursors: a valid shape with times or ids the database cannot take. */
const hostileCursors = [
  b64(['99999999999999999999', 'x', 1]),
  b64(['-9223372036854775808', 'x', 1]),
  b64(['8640000000000000000', 'x', 1]),
  b64(['-8640000000000000000', 'x', 1]),
  b64(['1583024400123456', 'a\u0000', 1]),
  b64(['1583024400123456', 'x', 1e300]),
  b64(['1583024400123456', 'x'.repeat(5000), 1]),
  b64(null),
];
const wrongTypes: unknown[] = [null, true, [], {}, [1, 2], { nested: { deep: 1 } }, 0];

/** A malformed or boundary value for any field. */
export const hostileValue = (pools: ValuePools): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom(...hostileStrings),
    fc.constantFrom(...hostileDates),
    fc.constantFrom(...hostileNumbers),
    fc.constantFrom(...hostileNumberTexts),
    fc.constantFrom(...hostileCursors),
    fc.constantFrom(...wrongTypes),
    fc.constantFrom(...pools.ids).map((id) => `${id}\u0000`),
    fc.base64String({ maxLength: 80 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.anything({ maxDepth: 2 }),
  );

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const boundOf = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** A value of the schema's shape, drawn from realistic pools (the schema's own refinements may still refuse it). */
export function validishOf(schema: z.ZodType, pools: ValuePools): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'nullable':
    case 'readonly':
    case 'catch':
      return fc.oneof(fc.constant(undefined), validishOf(def.innerType as z.ZodType, pools));
    case 'pipe':
      return validishOf(def.in as z.ZodType, pools);
    case 'string': {
      const format = (schema as unknown as { format?: string | null }).format;
      if (format === 'datetime')
        return fc
          .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
          .map((date) => date.toISOString());
      const max = boundOf((schema as unknown as { maxLength?: number | null }).maxLength, 64);
      return fc.oneof(
        fc.constantFrom(...pools.ids, ...pools.texts),
        fc.string({ maxLength: Math.min(max, 40) }),
        fc.string({ minLength: max, maxLength: max + 1 }),
      );
    }
    case 'number': {
      const numeric = schema as unknown as { minValue?: number | null; maxValue?: number | null };
      const min = Math.max(boundOf(numeric.minValue, -1000), -1e6);
      const max = Math.min(boundOf(numeric.maxValue, 1000), 1e6);
      return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) });
    }
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array':
      return fc.array(validishOf(def.element as z.ZodType, pools), { maxLength: 3 });
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((option) => validishOf(option, pools)));
    case 'object':
      return objectOf(def.shape as Record<string, z.ZodType>, pools);
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

/** Each field realistic, hostile or missing; sometimes an extra field. */
function objectOf(shape: Record<string, z.ZodType>, pools: ValuePools): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [
      key,
      fc.oneof(
        { weight: 4, arbitrary: validishOf(field, pools) },
        { weight: 2, arbitrary: hostileValue(pools) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ),
    ]),
  );
  return fc
    .tuple(fc.record(fields), fc.option(fc.tuple(fc.string({ maxLength: 12 }), hostileValue(pools)), { freq: 4 }))
    .map(([record, extra]) => {
      const input = Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
      if (extra) input[extra[0] || 'extra'] = extra[1];
      return input;
    });
}

/** A whole query or body: mostly the schema's shape with hostile fields, sometimes the wrong shape altogether. */
export const inputOf = (schema: z.ZodType, pools: ValuePools): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 8, arbitrary: validishOf(schema, pools) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>([], [{}], 'text', 42, null, { '': '' }) },
    { weight: 1, arbitrary: fc.array(validishOf(schema, pools), { minLength: 1, maxLength: 2 }) },
  );

/** A query string from any generated value: arrays repeat the key, objects go as JSON. */
export function queryStringOf(input: unknown): string {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return input === null || input === undefined ? '' : `?${encodeURIComponent(JSON.stringify(input))}`;
  }
  const params = new URLSearchParams();
  const textOf = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  for (const [key, value] of Object.entries(input)) {
    if (Array.isArray(value)) for (const element of value) params.append(key, textOf(element));
    else params.append(key, textOf(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
