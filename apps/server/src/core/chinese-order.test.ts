import { describe, expect, it } from 'vitest';
import { compareChinese } from './chinese-order.ts';

describe('compareChinese', () => {
  it('orders Chinese names as a reader expects (by pinyin), not by code point', () => {
    const names = ['望湖街道', '湖滨街道', '柳岸街道', '东门街道'];
    expect([...names].sort(compareChinese)).toEqual(['东门街道', '湖滨街道', '柳岸街道', '望湖街道']);
    // By code point 望 (U+671B) sorts before 柳 (U+67F3): the collation is what puts 柳 first.
    expect([...names].sort()).not.toEqual([...names].sort(compareChinese));
  });
});
