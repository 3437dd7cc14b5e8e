import { Button } from 'antd-mobile';
import { confirmLogout } from '../confirm-logout';

/** 退出 in a home's header (oa home, the partner's cooperation home): confirms, then logs out with unbinding. */
export function HeaderLogoutButton() {
  return (
    <Button size="mini" fill="none" data-testid="logout-button" onClick={() => void confirmLogout()}>
      退出
    </Button>
  );
}
