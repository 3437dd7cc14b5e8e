import { describe, expect, it } from 'vitest';
import { likePrefix } from './org-scope.ts';

describe('subtree in SQL', () => {
  it('escapes LIKE wildcards in paths', () => {
    expect(likePrefix('/a_b%c/')).toBe('/a\\_b\\%c/%');
    expect(likePrefix('/org-centre/')).toBe('/org-centre/%');
  });
});
