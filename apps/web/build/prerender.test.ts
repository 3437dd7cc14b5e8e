import { describe, expect, it } from 'vitest';
import { inert, scopedClassName, withoutIconDrawings } from './prerender';

describe('prerendered login page', () => {
  it('submits nothing natively and leaves test ids to the real page', () => {
    const markup = '<form><button type="submit" class="a" data-testid="login-submit"><span>登录</span></button></form>';
    expect(inert(markup)).toBe('<form><button type="button" class="a"><span>登录</span></button></form>');
  });

  it('names CSS module classes from the file and the class alone, the same in every pipeline', () => {
    const name = scopedClassName('/app');
    expect(name('title', '/app/src/a.module.css')).toBe(name('title', '/app/src/a.module.css?used'));
    expect(name('title', '/app/src/a.module.css')).toMatch(/^_title_[\w-]{6}$/);
    expect(name('title', '/app/src/a.module.css')).not.toBe(name('title', '/app/src/b.module.css'));
  });

  it('keeps icons as empty boxes of their size', () => {
    const icon = '<svg width="1em" height="1em" viewBox="0 0 48 48"><g id="a"><path d="M1 2"></path></g></svg>';
    expect(withoutIconDrawings(`<span>${icon}</span><b>预警</b>${icon}`)).toBe(
      '<span><svg width="1em" height="1em" viewBox="0 0 48 48"></svg></span><b>预警</b><svg width="1em" height="1em" viewBox="0 0 48 48"></svg>',
    );
  });
});
