import { useState } from 'react';
import { Button, Form, Input } from 'antd-mobile';
import { showToast } from '../../../lib/feedback';
import { getWorkplaceApp } from '../../../lib/workplace-app';
import type { ControlFeedbackForm } from '../people-control.rules';
import styles from './location-field.module.css';

/** The visit's place from the workplace app (or the browser); when unavailable, a typed address. */
export function LocationField({
  form,
  problem,
  onChange,
}: {
  form: Pick<ControlFeedbackForm, 'location' | 'manualAddress'>;
  problem?: string;
  onChange: (patch: Partial<ControlFeedbackForm>) => void;
}) {
  const [isLocating, setIsLocating] = useState(false);
  const [canLocate, setCanLocate] = useState(true);

  const handleLocate = async () => {
    setIsLocating(true);
    try {
      const point = await getWorkplaceApp().getLocation();
      onChange({
        location: {
          latitude: point.latitude,
          longitude: point.longitude,
          address: point.address ?? `${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`,
        },
      });
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
        label="当前位置"
        required
        description={problem ? <span className={styles.problem}>{problem}</span> : undefined}
        extra={
          <Button
            size="mini"
            color="primary"
            fill="outline"
            loading={isLocating}
            data-testid="control-locate"
            onClick={() => void handleLocate()}
          >
            定位
          </Button>
        }
      >
        <span data-testid="control-location" className={form.location ? undefined : styles.hint}>
          {form.location?.address ?? (canLocate ? '点击定位获取当前位置' : '无法定位')}
        </span>
      </Form.Item>
      {!form.location ? (
        <Form.Item label="手动地址">
          <Input
            data-testid="control-manual-address"
            value={form.manualAddress}
            onChange={(manualAddress) => onChange({ manualAddress })}
            maxLength={200}
            placeholder="无法定位时请输入地址"
          />
        </Form.Item>
      ) : null}
    </>
  );
}
