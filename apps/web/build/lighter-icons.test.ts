// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { lighterIcon } from './lighter-icons';

const source = (name: string) =>
  readFileSync(createRequire(import.meta.url).resolve(`antd-mobile-icons/es/${name}.js`), 'utf8');

describe('the lighter icons of the web build', () => {
  it('rounds the paths to one decimal and drops the ids, keeping every shape and attribute else', () => {
    const original = source('BillOutline');
    const lighter = lighterIcon(original);
    expect(lighter).not.toMatch(/\bid: /);
    expect(lighter).toContain('d: "M39,6 C42.3,6 45,8.7 45,12 L45,36');
    expect(lighter).toContain("verticalAlign: '-0.125em'");
    const shapes = (code: string) => code.match(/createElement\("\w+"/g);
    expect(shapes(lighter)).toEqual(shapes(original));
    expect(gzipSync(lighter).length).toBeLessThan(gzipSync(original).length * 0.8);
  });

  it('rounds a translation too, and leaves a number of one decimal as it is', () => {
    expect(lighterIcon('    transform: "translate(4.000000, -0.960000)",\n    d: "M1.5,2 L3.25,4"\n')).toBe(
      '    transform: "translate(4, -1)",\n    d: "M1.5,2 L3.3,4"\n',
    );
  });
});
