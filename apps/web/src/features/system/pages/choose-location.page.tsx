import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useSearchParams } from '../../../lib/router';
import { PageShell } from '../../../components/page-shell';
import { PageLoading } from '../../../components/page-loading';
import { showToast } from '../../../lib/feedback';
import { navigateBack } from '../../../lib/navigation';
import { configureWorkplaceApp, getWorkplaceApp, type GeoPoint } from '../../../lib/workplace-app';
import { LocationView } from '../components/location-view';
import styles from './choose-location.page.module.css';
import { StateBlock } from '../../../components/state-block';

/** Current position from the workplace app (or the browser); confirming hands it back. */
export default function ChooseLocationPage() {
  const [params] = useSearchParams();
  const [point, setPoint] = useState<GeoPoint | null>(() => {
    const latitude = Number(params.get('latitude'));
    const longitude = Number(params.get('longitude'));
    return params.has('latitude') && Number.isFinite(latitude) && Number.isFinite(longitude)
      ? { latitude, longitude }
      : null;
  });
  const [isLocating, setIsLocating] = useState(false);

  const handleLocate = async () => {
    setIsLocating(true);
    try {
      const app = getWorkplaceApp();
      if (app.isAvailable) await configureWorkplaceApp(app);
      setPoint(await app.getLocation());
    } catch {
      showToast('定位失败，请检查定位权限');
    } finally {
      setIsLocating(false);
    }
  };

  const handleConfirm = () => {
    if (!point) return;
    // The opener reads the chosen point back from session storage after returning.
    sessionStorage.setItem('chosenLocation', JSON.stringify(point));
    navigateBack(1);
  };

  return (
    <PageShell>
      {isLocating ? (
        <PageLoading text="定位中" />
      ) : point ? (
        <LocationView point={point} />
      ) : (
        <StateBlock illustration="empty" title="尚未定位" />
      )}
      <div className={styles.actions}>
        <Button block onClick={() => void handleLocate()} data-testid="locate-button">
          获取当前位置
        </Button>
        <Button block color="primary" disabled={!point} onClick={handleConfirm}>
          确定
        </Button>
      </div>
    </PageShell>
  );
}
