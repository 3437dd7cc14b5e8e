import { describe, expect, it } from 'vitest';
import { preparedPerShape } from './prepared-per-shape.ts';

describe('prepared per shape', () => {
  it('prepares each shape once, and a new shape anew', () => {
    const prepared: string[] = [];
    const queryOf = preparedPerShape(
      (shape: { byLevel: boolean }) => String(shape.byLevel),
      (shape) => {
        prepared.push(String(shape.byLevel));
        return { byLevel: shape.byLevel };
      },
    );
    const first = queryOf({ byLevel: true });
    expect(queryOf({ byLevel: true })).toBe(first);
    expect(queryOf({ byLevel: false })).not.toBe(first);
    expect(queryOf({ byLevel: false }).byLevel).toBe(false);
    expect(prepared).toEqual(['true', 'false']);
  });
});
