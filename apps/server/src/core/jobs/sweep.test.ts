import { describe, expect, it } from 'vitest';
import { sweepDue } from './sweep.ts';

describe('sweepDue', () => {
  it('takes batches until one comes back short, counting what it claimed', async () => {
    const due = ['a', 'b', 'c', 'd', 'e'];
    const batches: string[][] = [];
    const total = await sweepDue(
      2,
      async () => {
        const batch = due.splice(0, 2);
        batches.push(batch);
        return batch;
      },
      async () => true,
    );
    expect(total).toBe(5);
    expect(batches).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('stops at a full batch that claims nothing (another process holds those rows), instead of looping', async () => {
    let asked = 0;
    const total = await sweepDue(
      2,
      async () => {
        asked += 1;
        return ['taken-1', 'taken-2'];
      },
      async () => false,
    );
    expect(total).toBe(0);
    expect(asked).toBe(1);
  });
});
