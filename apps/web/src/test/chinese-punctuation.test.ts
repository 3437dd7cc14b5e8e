import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { breaksPunctuationRule as breaksRule } from './chinese-punctuation.ts';

/**
 * Chinese text takes full-width punctuation (预警编号：, 账号，请选择). Scans the string literals,
 * template texts and JSX text of the product's code — web, contract and the server's messages —
 * for a Chinese character next to a half-width , : ; ? ! ( or ). Texts put together at run time
 * (`${name}(${relation})`) meet only on screen: the journeys check what each screen shows by the same
 * rule (e2e/support/readable-screen.ts).
 */
const REPO = path.resolve(import.meta.dirname, '../../../..');
const SCANNED_FOLDERS = ['apps/web/src', 'packages/contract/src', 'apps/server/src'];
const SOURCE_FILE = /\.tsx?$/;
/** Tests quote texts to check them, and the server's fakes of the DingTalk / 浙政钉 APIs speak the vendors' words. */
const NOT_PRODUCT_TEXT = /\.test\.tsx?$|^apps\/server\/src\/testing\//;

interface Hit {
  file: string;
  line: number;
  text: string;
}

function sourceFilesUnder(folder: string): string[] {
  return readdirSync(path.join(REPO, folder), { recursive: true, encoding: 'utf8' })
    .map((name) => path.posix.join(folder, name.split(path.sep).join('/')))
    .filter((file) => SOURCE_FILE.test(file) && !NOT_PRODUCT_TEXT.test(file) && !file.includes('node_modules'));
}

const isText = (node: ts.Node): node is ts.LiteralLikeNode =>
  ts.isStringLiteral(node) ||
  ts.isNoSubstitutionTemplateLiteral(node) ||
  ts.isTemplateHead(node) ||
  ts.isTemplateMiddle(node) ||
  ts.isTemplateTail(node) ||
  ts.isJsxText(node);

function hitsIn(file: string): Hit[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(REPO, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const hits: Hit[] = [];
  const visit = (node: ts.Node): void => {
    if (isText(node) && breaksRule(node.text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      hits.push({ file, line: line + 1, text: node.text.trim() });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return hits;
}

describe('Chinese punctuation', () => {
  it('tells half-width punctuation next to Chinese from what may keep it', () => {
    expect(['预警编号:', '账号,请选择', '(张三)', '确定?', '注意!', '甲;乙'].filter(breaksRule)).toHaveLength(6);
    expect(
      [
        '预警编号：',
        '账号，请选择',
        'HH:mm',
        'Loading chunk failed (timeout)',
        'https://例子.cn/a,b',
        '共 3 条',
      ].filter(breaksRule),
    ).toEqual([]);
    expect(breaksRule('登录过期,请重新登录')).toBe(false);
  });

  it('judges a line a screen shows, where texts put together at run time meet', () => {
    expect(['钱小明(儿子)', '其他:居民已搬离', '对象：亲友(钱小明)'].filter(breaksRule)).toHaveLength(3);
    expect(['钱小明（儿子）', '其他：居民已搬离', ' 登录过期,请重新登录 '].filter(breaksRule)).toEqual([]);
  });

  // Parsing every source file takes seconds on a busy two-core runner, past the 5-s default.
  it('is full-width in every text of the web app, the contract and the server', { timeout: 30_000 }, () => {
    const hits = SCANNED_FOLDERS.flatMap(sourceFilesUnder).flatMap(hitsIn);
    expect(hits.map(({ file, line, text }) => `${file}:${line}  ${text}`)).toEqual([]);
  });
});
