import { List } from 'antd-mobile';
import type { GeoPoint } from '../../../lib/workplace-app';

/** Coordinates and address of a point, plus a link to a map. */
export function LocationView({ point, name }: { point: GeoPoint; name?: string }) {
  const label = encodeURIComponent(name ?? point.address ?? '位置');
  const mapUrl = `https://uri.amap.com/marker?position=${point.longitude},${point.latitude}&name=${label}`;
  return (
    <List mode="card" data-testid="location-view">
      {name && <List.Item extra={name}>名称</List.Item>}
      {point.address && <List.Item description={point.address}>地址</List.Item>}
      <List.Item extra={point.latitude.toFixed(6)}>纬度</List.Item>
      <List.Item extra={point.longitude.toFixed(6)}>经度</List.Item>
      <List.Item clickable onClick={() => window.open(mapUrl, '_blank')}>
        在地图中查看
      </List.Item>
    </List>
  );
}
