import { useState } from 'react';
import { Form, Popup, Selector, TextArea } from 'antd-mobile';
import { GULLIBLE_RISK_LEVELS, type GullibleDetail, type GullibleRiskLevel } from '@afp/contract';
import { SubmitFooter } from '../../../components/submit-footer';
import { showToast, toastError } from '../../../lib/feedback';
import { useChangeRisk } from '../api/gullible.mutations';
import styles from './popup-form.module.css';

const OPTIONS = (Object.entries(GULLIBLE_RISK_LEVELS) as [GullibleRiskLevel, string][]).map(([value, label]) => ({
  value,
  label,
}));

/** 调整风险等级 (station admins and above): a new level and why. */
export function RiskPopup({
  person,
  visible,
  onClose,
}: {
  person: GullibleDetail;
  visible: boolean;
  onClose: () => void;
}) {
  const [level, setLevel] = useState<GullibleRiskLevel>(person.riskLevel);
  const [reason, setReason] = useState('');
  const change = useChangeRisk();
  const handleSubmit = async () => {
    if (level === person.riskLevel) return showToast('请选择新的风险等级');
    if (!reason.trim()) return showToast('请填写调整原因');
    try {
      await change.mutateAsync({
        personId: person.id,
        version: person.version,
        riskLevel: level,
        reason: reason.trim(),
      });
      showToast('风险等级已调整');
      setReason('');
      onClose();
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.popup} destroyOnClose>
      <div className={styles.title}>调整风险等级</div>
      <Form layout="vertical" mode="card">
        <Form.Item label="风险等级" required>
          <Selector columns={3} options={OPTIONS} value={[level]} onChange={(values) => setLevel(values[0] ?? level)} />
        </Form.Item>
        <Form.Item label="调整原因" required>
          <TextArea
            rows={3}
            maxLength={500}
            showCount
            value={reason}
            onChange={setReason}
            placeholder="请填写调整原因"
          />
        </Form.Item>
      </Form>
      <SubmitFooter testId="risk-submit" isSubmitting={change.isPending} onSubmit={() => void handleSubmit()}>
        确认调整
      </SubmitFooter>
    </Popup>
  );
}
