import { Form } from 'antd-mobile';
import { COOPERATION_BATCH_MAX } from '@afp/contract';
import { fieldProblem } from '../../../lib/forms';
import { PartnerPicker as PartnerSheet } from '../../partner-task';
import { cooperationPartnersQuery } from '../api/cooperation.api';
import styles from './partner-picker.module.css';

/** The create form's 合作单位: one or many partner organisations, picked in the shared sheet. */
export function PartnerPicker({
  value,
  problem,
  onChange,
}: {
  value: string[];
  problem?: string;
  onChange: (ids: string[]) => void;
}) {
  return (
    <PartnerSheet
      partners={cooperationPartnersQuery()}
      value={value}
      max={COOPERATION_BATCH_MAX}
      testIds={{ option: 'cooperation-partner-', done: 'cooperation-partners-done' }}
      onChange={onChange}
      trigger={(open, chosen) => (
        <Form.Item
          label="合作单位"
          required
          description={fieldProblem(problem) ?? `可多选，最多 ${COOPERATION_BATCH_MAX} 家`}
          onClick={open}
          arrowIcon
        >
          <span data-testid="cooperation-partners" className={chosen.length ? undefined : styles.placeholder}>
            {chosen.length ? chosen.map((partner) => partner.name).join('、') : '请选择合作单位'}
          </span>
        </Form.Item>
      )}
    />
  );
}
