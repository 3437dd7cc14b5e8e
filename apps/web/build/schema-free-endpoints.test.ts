// @vitest-environment node
import * as contract from '@afp/contract';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { pureTopLevelValues, schemaFreeContractModule, schemaFreeEndpoints } from './schema-free-endpoints';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: 'buildStart' | 'resolveId' | 'load') => plugin[name] as unknown as Hook;

describe('the schema-free contract of the web build', () => {
  it('resolves @afp/contract to the contract with its endpoint tables derived from the contract itself', async () => {
    const [tables] = schemaFreeEndpoints();
    await hook(tables!, 'buildStart').call({});
    const id = hook(tables!, 'resolveId').call({}, '@afp/contract') as string;
    const source = hook(tables!, 'load').call({}, id) as string;

    expect(source.split('\n')[0]).toMatch(/^export \* from ".*packages\/contract\/src\/index\.ts";$/);
    const shipped = Object.fromEntries(
      [...source.matchAll(/^export const (\w+) = \/\* @__PURE__ \*\/ Object\.freeze\((.*)\);$/gm)].map(
        ([, name, json]) => [name, JSON.parse(json!) as unknown],
      ),
    );
    // One source of truth: every endpoint of every table, by method, prefix and path, and nothing else.
    expect(shipped).toEqual(contract.routeTablesIn(contract));
    expect(Object.keys(shipped)).toContain('EARLY_WARNING_ENDPOINTS');
    expect(hook(tables!, 'resolveId').call({}, 'zod')).toBeUndefined();
  }, 60_000);

  it('writes the module as the contract followed by the tables, which take precedence over its own', () => {
    expect(schemaFreeContractModule('/c/index.ts', { A_ENDPOINTS: { x: { method: 'GET', prefix: '/p', path: '/x' } } }))
      .toBe(`export * from "/c/index.ts";
export const A_ENDPOINTS = /* @__PURE__ */ Object.freeze({"x":{"method":"GET","prefix":"/p","path":"/x"}});`);
  });
});

describe('pureTopLevelValues', () => {
  it('marks values computed by calls as pure, in place, leaving plain values, functions and statements alone', () => {
    const code = [
      "const label = '中文';",
      "export const schema = z.object({ name: z.string('名字') }).refine((value) => check(value));",
      'export const LEVELS = { high: 1 };',
      'export const make = (max) => z.string().max(max);',
      "const table = { info: get(proxy, '/info', { answer: schema }) };",
      'configure();',
    ].join('\n');
    expect(pureTopLevelValues(code)).toBe(
      [
        "const label = '中文';",
        "export const schema = /* @__PURE__ */ (() => (z.object({ name: z.string('名字') }).refine((value) => check(value))))();",
        'export const LEVELS = { high: 1 };',
        'export const make = (max) => z.string().max(max);',
        "const table = /* @__PURE__ */ (() => ({ info: get(proxy, '/info', { answer: schema }) }))();",
        'configure();',
      ].join('\n'),
    );
  });
});
