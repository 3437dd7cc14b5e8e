import { Button } from 'antd-mobile';
import { goHome, hasInAppHistory, homePath, tapBack } from './go-back';

/** The page shown by the hash router (routing is hash-mode, spec §2). */
const currentPath = (): string => window.location.hash.replace(/^#/, '').split('?')[0] || '/';

/**
 * The way out of a failed or empty page: 返回 to where the caller came from, else 回到首页 of
 * their group — nothing on the home page itself.
 */
export function WayBack() {
  if (hasInAppHistory()) {
    return (
      <Button fill="outline" onClick={tapBack}>
        返回
      </Button>
    );
  }
  if (currentPath() === homePath()) return null;
  return (
    <Button fill="outline" onClick={goHome}>
      回到首页
    </Button>
  );
}
