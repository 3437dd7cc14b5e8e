import { useSearchParams } from '../../../lib/router';
import { PageShell } from '../../../components/page-shell';
import { LocationView } from '../components/location-view';
import { StateBlock } from '../../../components/state-block';

/** Shows a place given by `?latitude=&longitude=&name=&address=`. */
export default function OpenLocationPage() {
  const [params] = useSearchParams();
  const latitude = Number(params.get('latitude'));
  const longitude = Number(params.get('longitude'));
  const isValid =
    params.has('latitude') && params.has('longitude') && Number.isFinite(latitude) && Number.isFinite(longitude);
  return (
    <PageShell>
      {isValid ? (
        <LocationView
          point={{ latitude, longitude, address: params.get('address') ?? undefined }}
          name={params.get('name') ?? undefined}
        />
      ) : (
        <StateBlock illustration="empty" title="缺少位置信息" />
      )}
    </PageShell>
  );
}
