import { Form, Radio, Space } from 'antd-mobile';
import {
  ORDER_ATTACHMENT_MAX,
  ORDER_DEADLINE_BOUNDS,
  ORDER_TYPES,
  ORDER_URGENCIES,
  type OrderType,
  type OrderUrgency,
} from '@afp/contract';
import { PageShell } from '../../../components/page-shell';
import { PATHS } from '../../../config/routes';
import { draftKeyOf } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { redirectTo, withId } from '../../../lib/navigation';
import {
  DraftFormFooter,
  FormCard,
  fieldProblem,
  SelectField,
  TextAreaField,
  TextField,
  useDraftForm,
} from '../../../lib/forms';
import { PhotoUploadField } from '../../file';
import { useCreateOrder } from '../api/cooperation-order.mutations';
import { checkOrderForm, EMPTY_ORDER_FORM, type OrderCreateBody } from '../cooperation-order.rules';
import { PartnerPicker } from '../components/partner-picker';
import { NumberStepper } from '../../../components/number-stepper';

const TYPE_OPTIONS = (Object.entries(ORDER_TYPES) as [OrderType, string][]).map(([value, label]) => ({ value, label }));

/** 新建工单 (centre): title, type, content, files, urgency and deadline, partner targets; a draft sent once. */
export default function OrderCreatePage() {
  const draftKey = draftKeyOf('cooperation-order-create', 'new');
  const create = useCreateOrder();
  const draftForm = useDraftForm({
    draftKey,
    empty: EMPTY_ORDER_FORM,
    check: checkOrderForm,
    send: (body: OrderCreateBody, idempotencyKey) => create.mutateAsync({ body, idempotencyKey }),
    onSent: (order) => {
      showToast(`工单已下发至 ${order.targetCount} 家单位`);
      redirectTo(withId(PATHS.cooperationOrderDetail, order.id));
    },
  });
  const { form, patch, problems, submission, submitChecked } = draftForm;

  const bounds =
    form.urgency === 'URGENT' ? ORDER_DEADLINE_BOUNDS.urgentMinutes : ORDER_DEADLINE_BOUNDS.normalWorkingDays;
  return (
    <PageShell>
      <FormCard submission={submission}>
        <TextField
          of={draftForm}
          name="title"
          label="工单标题"
          required
          testId="order-title"
          placeholder="如：涉诈号码关停"
          maxLength={100}
        />
        <SelectField
          of={draftForm}
          name="type"
          label="工单类型"
          required
          testId="order-type"
          columns={3}
          options={TYPE_OPTIONS}
        />
        <TextAreaField
          of={draftForm}
          name="content"
          label="工单内容"
          required
          testId="order-content"
          placeholder="请写明需协助的事项、账户或号码、要求"
          rows={5}
          maxLength={2000}
          showCount
        />
        <Form.Item label="紧急程度" required>
          <Radio.Group value={form.urgency} onChange={(urgency) => patch({ urgency: urgency as OrderUrgency })}>
            <Space>
              {(Object.entries(ORDER_URGENCIES) as [OrderUrgency, string][]).map(([value, label]) => (
                <Radio key={value} value={value} data-testid={`order-urgency-${value}`}>
                  {label}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          label={form.urgency === 'URGENT' ? '办理时限（分钟）' : '办理时限（工作日）'}
          required
          description={fieldProblem(problems.deadlineMinutes ?? problems.deadlineWorkingDays)}
        >
          <NumberStepper
            label={form.urgency === 'URGENT' ? '办理时限（分钟）' : '办理时限（工作日）'}
            data-testid="order-deadline"
            min={bounds.min}
            max={bounds.max}
            step={form.urgency === 'URGENT' ? 5 : 1}
            value={form.urgency === 'URGENT' ? form.deadlineMinutes : form.deadlineWorkingDays}
            onChange={(value) =>
              patch(form.urgency === 'URGENT' ? { deadlineMinutes: value } : { deadlineWorkingDays: value })
            }
          />
        </Form.Item>
        <Form.Item label="接收单位" required description={fieldProblem(problems.targetOrgIds)}>
          <PartnerPicker value={form.targetOrgIds} onChange={(targetOrgIds) => patch({ targetOrgIds })} />
        </Form.Item>
        <PhotoUploadField
          label="附件"
          description={`图片（png、jpg），最多 ${ORDER_ATTACHMENT_MAX} 张`}
          photoKeys={form.attachments}
          maxCount={ORDER_ATTACHMENT_MAX}
          testId="order-attachments"
          progressTestId="order-upload-progress"
          onChange={(attachments) => patch({ attachments })}
        />
      </FormCard>
      <DraftFormFooter form={draftForm} testId="order-submit" onSubmit={submitChecked}>
        下发工单
      </DraftFormFooter>
    </PageShell>
  );
}
