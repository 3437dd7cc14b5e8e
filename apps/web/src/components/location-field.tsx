import { useState } from 'react';
import { Button, Form, Input } from 'antd-mobile';
import { APPROXIMATE_PLACE, knownAddressOf } from '@afp/contract';
import { showToast } from '../lib/feedback';
import { fieldProblem } from '../lib/forms';
import { getWorkplaceApp } from '../lib/workplace-app';
import styles from './location-field.module.css';

export interface FieldLocation {
  latitude: number;
  longitude: number;
  address: string;
}
/** What the field shows: any located place with an address, or the typed address. */
export interface LocationFieldValue {
  location?: { address: string } | null;
  manualAddress?: string;
}
export interface LocationFieldPatch {
  location?: FieldLocation;
  manualAddress?: string;
}

/**
 * Where the guard is, from the workplace app (or the browser); when it cannot be had, a typed
 * address instead — a guard in a basement still records the visit.
 */
export function LocationField({
  label,
  value,
  required,
  problem,
  testIdPrefix,
  onChange,
}: {
  label: string;
  value: LocationFieldValue;
  required?: boolean;
  problem?: string;
  testIdPrefix: string;
  onChange: (patch: LocationFieldPatch) => void;
}) {
  const [isLocating, setIsLocating] = useState(false);
  const [canLocate, setCanLocate] = useState(true);

  const handleLocate = async () => {
    setIsLocating(true);
    try {
      const point = await getWorkplaceApp().getLocation();
      // Without an address from the app, the point is kept and the place reads 位置（约）, not raw coordinates.
      const address = point.address || APPROXIMATE_PLACE;
      onChange({ location: { latitude: point.latitude, longitude: point.longitude, address } });
    } catch {
      setCanLocate(false);
      showToast('无法定位，请手动填写地址');
    } finally {
      setIsLocating(false);
    }
  };

  return (
    <>
      <Form.Item
        label={label}
        required={required}
        description={fieldProblem(problem)}
        extra={
          <Button
            size="mini"
            color="primary"
            fill="outline"
            loading={isLocating}
            data-testid={`${testIdPrefix}-locate`}
            onClick={() => void handleLocate()}
          >
            定位
          </Button>
        }
      >
        <span data-testid={`${testIdPrefix}-location`} className={value.location ? undefined : styles.hint}>
          {value.location
            ? (knownAddressOf(value.location.address) ?? APPROXIMATE_PLACE)
            : canLocate
              ? '点击定位获取当前位置'
              : '无法定位'}
        </span>
      </Form.Item>
      {!value.location ? (
        <Form.Item label="手动地址">
          <Input
            data-testid={`${testIdPrefix}-manual-address`}
            value={value.manualAddress ?? ''}
            onChange={(manualAddress) => onChange({ manualAddress })}
            maxLength={200}
            placeholder="无法定位时请输入地址"
          />
        </Form.Item>
      ) : null}
    </>
  );
}
