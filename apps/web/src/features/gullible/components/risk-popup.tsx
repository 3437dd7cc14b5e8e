import { Form } from 'antd-mobile';
import { GULLIBLE_RISK_LEVELS } from '@afp/contract';
import { DraftFormPopup } from '../../../components/form-popup';
import { SelectField, TextAreaField } from '../../../lib/forms';
import { useChangeRisk } from '../api/gullible.mutations';
import { checkRisk, riskFormOf } from '../gullible.rules';
import { usePersonForm, type PersonPopupProps } from '../hooks/use-person-form';

const RISK_TEXTS = { title: '调整风险等级', submitText: '确认调整', submitTestId: 'risk-submit' };

/** 调整风险等级 (station admins and above): a new level and why (draft kept, sent once). */
export function RiskPopup({ person, visible, onClose }: PersonPopupProps) {
  const change = useChangeRisk();
  const draftForm = usePersonForm({
    draftName: 'gullible-risk',
    person,
    empty: riskFormOf(person),
    check: checkRisk,
    send: change.mutateAsync,
    doneText: '风险等级已调整',
    onClose,
  });
  const { form } = draftForm;
  return (
    <DraftFormPopup texts={RISK_TEXTS} form={draftForm} visible={visible} onClose={onClose}>
      <Form layout="vertical" mode="card">
        <SelectField
          of={draftForm}
          name="riskLevel"
          label="风险等级"
          required
          columns={3}
          options={GULLIBLE_RISK_LEVELS}
          cleared={form.riskLevel}
        />
        <TextAreaField
          of={draftForm}
          name="reason"
          label="调整原因"
          required
          rows={3}
          maxLength={500}
          showCount
          placeholder="请填写调整原因"
        />
      </Form>
    </DraftFormPopup>
  );
}
