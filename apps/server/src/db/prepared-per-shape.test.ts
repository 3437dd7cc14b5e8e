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

  it('keeps only the most recently used shapes: walking every combination costs rebuilds, not memory', () => {
    const prepared: number[] = [];
    const queryOf = preparedPerShape(
      (shape: number) => String(shape),
      (shape) => {
        prepared.push(shape);
        return { shape };
      },
      2,
    );
    const one = queryOf(1);
    queryOf(2);
    expect(queryOf(1)).toBe(one); // used again: now the most recent
    queryOf(3); // evicts 2, the least recently used
    expect(queryOf(1)).toBe(one);
    queryOf(2);
    expect(prepared).toEqual([1, 2, 3, 2]);
  });
});
