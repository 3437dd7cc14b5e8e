import { useEffect, useState, type RefObject } from 'react';
import {
  Button,
  Checkbox,
  Form,
  type DatePickerRef,
  Input,
  Picker,
  Radio,
  Selector,
  Space,
  TextArea,
} from 'antd-mobile';
import {
  CONTACT_TARGETS,
  DEFRAUDED,
  DISSUASION,
  FEEDBACK_CHANNELS,
  FEEDBACK_REQUIRED,
  NOT_CONNECTED_REASONS,
  WARNING_LEVELS,
  feedbackProblems,
  isMoney,
  needsVisitChecklist,
  type ProtectionCircleMember,
} from '@afp/contract';
import { DatePicker } from '../../../components/date-picker';
import { PATHS } from '../../../config/routes';
import { problemsShown } from '../../../lib/forms';
import { navigateTo } from '../../../lib/navigation';
import { formatDateTime } from '../../../lib/date-time';
import { getDraft, patchDraft, type FeedbackDraft } from '../hooks/feedback-draft.store';
import { chooserPath } from '../lib/chooser-path';
import { formFieldOf, hasChosenFacts, toFeedbackFields, type FeedbackFields } from '../lib/feedback-body';
import { DraftLocationField, PhotosField } from './feedback-form-extras';
import { VisitChecklistField } from './visit-checklist';
import styles from './feedback-form.module.css';

/** A field problem to show inline (from the shared rules or a server 400). */
export interface FieldError {
  field: string;
  message: string;
}

interface Props {
  draftKey: string;
  assignmentId: string;
  members: ProtectionCircleMember[];
  isSubmitting: boolean;
  submitText?: string;
  /** The warning's suspected fraud type, offered until the guard chooses another. */
  fraudType?: { code: string; name: string };
  /** Called with the fields once the form's own rules pass; the page sends them (once). */
  onSubmit: (fields: FeedbackFields) => void;
  /** What the server refused, shown under the fields it names. */
  fieldErrors?: FieldError[];
}

const options = <K extends string>(map: Record<K, string>) =>
  (Object.keys(map) as K[]).map((value) => ({ label: map[value], value }));

/** Selector holds an array; the body holds one value. */
const single = {
  getValueProps: (value: unknown) => ({ value: value === undefined || value === null ? [] : [value] }),
  normalize: (value: unknown[]) => value[0],
};

const moneyRule = {
  validator: async (_rule: unknown, value: string | undefined) => {
    if (value && !isMoney(value.trim())) throw new Error('金额须为非负数且最多两位小数');
  },
};

/** A fact the guard must choose, with the contract's message (the server refuses its absence alike). */
const chosen = (fact: keyof typeof FEEDBACK_REQUIRED, type?: 'array' | 'boolean') => [
  { required: true, type, message: FEEDBACK_REQUIRED[fact] },
];

/** 是否接通 and 反馈类型 hold booleans; their choosers hold one code, or none until chosen. */
const yesNo = (yes: string, no: string) => ({
  getValueProps: (value: boolean | undefined) => ({ value: value === undefined ? [] : [value ? yes : no] }),
  normalize: (value: string[]) => (value[0] === undefined ? undefined : value[0] === yes),
});

// The three amounts share one shape: yuan with at most two decimals.
const MONEY_FIELDS = [
  { name: 'amountLost', label: '被骗金额' },
  { name: 'amountDissuaded', label: '劝阻金额' },
  { name: 'amountStopped', label: '止付金额' },
] as const;

/** The fields only the shared cross-field rules check (`feedbackProblems`): none has rules of its own. */
const CROSS_FIELDS = [
  'fraudDate',
  'smsContent',
  'notConnectedReason',
  'dissuasion',
  'relativeName',
  'visitChecklist',
] as const;

function ChooserValue({ value, placeholder = '请选择' }: { value?: string; placeholder?: string }) {
  return <span className={value ? styles.value : styles.placeholder}>{value || placeholder}</span>;
}

/** What a defrauded victim lost, and when: shown only after 已被骗 is chosen. */
function LossFields() {
  return (
    <>
      {MONEY_FIELDS.map(({ name, label }) => (
        <Form.Item key={name} name={name} label={label} rules={[moneyRule]} extra="元">
          <Input inputMode="decimal" placeholder="0.00" />
        </Form.Item>
      ))}
      <Form.Item
        name="fraudDate"
        label="被骗时间"
        required
        trigger="onConfirm"
        // The draft is JSON: it keeps the time as ISO text, the picker works with a Date.
        getValueProps={(value?: string) => ({ value: value ? new Date(value) : undefined })}
        normalize={(value?: Date) => value?.toISOString()}
        clickable
        arrow
        onClick={(_event, pickerRef) => (pickerRef as RefObject<DatePickerRef | null>).current?.open()}
      >
        <DatePicker precision="minute" max={new Date()} title="被骗时间">
          {(value) => <ChooserValue value={value ? formatDateTime(value.toISOString()) : undefined} />}
        </DatePicker>
      </Form.Item>
    </>
  );
}

/** Shows problems under their fields and brings the first into view on a long form. */
function showErrorsIn(form: ReturnType<typeof Form.useForm<FeedbackDraft>>[0], errors: FieldError[]) {
  form.setFields(errors.map(({ field, message }) => ({ name: formFieldOf(field), errors: [message] })));
  // Bring the first problem into view on a long form.
  requestAnimationFrame(() =>
    document.querySelector('.adm-form-item-feedback-error')?.scrollIntoView?.({ block: 'center', behavior: 'smooth' }),
  );
}

/** The feedback form of DESIGN §4.1; every change goes to the draft store. */
export function FeedbackForm({
  draftKey,
  assignmentId,
  members,
  isSubmitting,
  submitText = '提交反馈',
  fraudType,
  onSubmit,
  fieldErrors,
}: Props) {
  const [form] = Form.useForm<FeedbackDraft>();
  const [initialValues] = useState<FeedbackDraft>(() => ({
    ...(fraudType ? { fraudTypeCode: fraudType.code, fraudTypeName: fraudType.name } : {}),
    ...getDraft(draftKey),
  }));
  const [memberPickerVisible, setMemberPickerVisible] = useState(false);
  // A chooser page writes its pick into the draft; the form shows it on return.
  const chooserItem = (name: keyof FeedbackDraft, label: string, path: string) => (
    <Form.Item
      name={name}
      label={label}
      clickable
      arrow
      onClick={() => navigateTo(chooserPath(path, draftKey, assignmentId))}
    >
      <ChooserValue />
    </Form.Item>
  );

  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const showErrors = (errors: FieldError[]) => showErrorsIn(form, errors);
  const currentDraft = (): FeedbackDraft => ({
    ...initialValues,
    ...getDraft(draftKey),
    ...(form.getFieldsValue(true) as FeedbackDraft),
  });
  /** The cross-field problems of the input as it is now, by form field. */
  const crossProblemsNow = (): Partial<Record<string, string>> => {
    const draft = currentDraft();
    if (!hasChosenFacts(draft)) return {};
    const problems = feedbackProblems({ ...toFeedbackFields(draft), assignmentId, version: 0 });
    return Object.fromEntries(problems.map(({ field, message }) => [formFieldOf(field), message]));
  };
  // The form's rules re-check their fields as they change; the cross-field ones follow the input by
  // the app's one rule (lib/forms), so a fixed field's message goes at once.
  const followInput = () => {
    const shown = problemsShown(hasTriedSubmit, crossProblemsNow);
    form.setFields(CROSS_FIELDS.map((name) => ({ name, errors: shown[name] ? [shown[name]] : [] })));
  };

  const handleSubmit = async () => {
    setHasTriedSubmit(true);
    try {
      await form.validateFields();
    } catch {
      // Field rules already show their messages.
      return showErrors([]);
    }
    const draft = currentDraft();
    // The field rules have already asked for every fact; this narrows the type.
    if (!hasChosenFacts(draft)) return showErrors([]);
    const fields = toFeedbackFields(draft);
    const problems = feedbackProblems({ ...fields, assignmentId, version: 0 });
    if (problems.length > 0) return showErrors(problems);
    onSubmit(fields);
  };

  useEffect(() => {
    if (fieldErrors?.length) showErrorsIn(form, fieldErrors);
  }, [form, fieldErrors]);

  return (
    <Form
      form={form}
      layout="horizontal"
      mode="card"
      initialValues={initialValues}
      onValuesChange={(_changed, all) => {
        patchDraft(draftKey, all as FeedbackDraft);
        followInput();
      }}
      footer={
        <Button
          block
          color="primary"
          size="large"
          loading={isSubmitting}
          data-testid="handle-submit"
          onClick={() => void handleSubmit()}
        >
          {submitText}
        </Button>
      }
    >
      <Form.Header>联系情况</Form.Header>
      <Form.Item name="channels" label="劝阻方式" rules={chosen('channels', 'array')}>
        <Checkbox.Group>
          <Space wrap>
            {options(FEEDBACK_CHANNELS).map((option) => (
              <Checkbox key={option.value} value={option.value}>
                {option.label}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      </Form.Item>
      <Form.Subscribe to={['channels', 'contactTarget', 'connected']}>
        {({ channels, contactTarget, connected }: FeedbackDraft) => (
          <>
            {channels?.includes('sms') ? (
              <Form.Item name="smsContent" label="短信内容" layout="vertical" required>
                <TextArea maxLength={500} showCount rows={3} placeholder="请输入发送的短信内容" />
              </Form.Item>
            ) : null}
            <Form.Item name="contactTarget" label="联系对象" rules={chosen('contactTarget')}>
              <Radio.Group>
                <Space>
                  {options(CONTACT_TARGETS).map((option) => (
                    <Radio key={option.value} value={option.value}>
                      {option.label}
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            </Form.Item>
            {contactTarget === 'relative' && members.length > 0 ? (
              <Form.Item
                name="relativeName"
                label="联系亲友"
                required
                clickable
                arrow
                onClick={() => setMemberPickerVisible(true)}
              >
                <ChooserValue placeholder="从守护圈选择" />
              </Form.Item>
            ) : null}
            {contactTarget === 'relative' && members.length === 0 ? (
              <>
                <Form.Item name="relativeName" label="亲友姓名" required>
                  <Input maxLength={32} placeholder="请输入" />
                </Form.Item>
                <Form.Item name="relativePhone" label="亲友电话">
                  <Input maxLength={20} type="tel" placeholder="请输入" />
                </Form.Item>
                <Form.Item name="relativeRelation" label="关系">
                  <Input maxLength={16} placeholder="如：父子" />
                </Form.Item>
              </>
            ) : null}
            <Form.Item
              name="connected"
              label="是否接通"
              layout="vertical"
              rules={chosen('connected', 'boolean')}
              {...yesNo('connected', 'notConnected')}
            >
              <Selector
                columns={3}
                options={[
                  { label: '接通', value: 'connected' },
                  { label: '未接通', value: 'notConnected' },
                ]}
              />
            </Form.Item>
            {connected === false ? (
              <Form.Item name="notConnectedReason" label="未接通原因" layout="vertical" required {...single}>
                <Selector
                  columns={4}
                  options={NOT_CONNECTED_REASONS.map((reason) => ({ label: reason, value: reason }))}
                />
              </Form.Item>
            ) : null}
            {connected === true ? (
              <Form.Item name="dissuasion" label="劝阻情况" layout="vertical" required {...single}>
                <Selector columns={3} options={options(DISSUASION)} />
              </Form.Item>
            ) : null}
            {channels?.includes('visit') ? (
              <Form.Item name="visitResult" label="走访情况" layout="vertical">
                <TextArea maxLength={500} rows={2} placeholder="请输入走访情况" />
              </Form.Item>
            ) : null}
            {needsVisitChecklist({ channels: channels ?? [], connected }) ? (
              <Form.Item name="visitChecklist" label="上门核查（四查看、三询问、一保护）" layout="vertical" required>
                <VisitChecklistField />
              </Form.Item>
            ) : null}
          </>
        )}
      </Form.Subscribe>

      <Form.Header>研判结果</Form.Header>
      <Form.Item name="defrauded" label="是否被骗" layout="vertical" rules={chosen('defrauded')} {...single}>
        <Selector columns={3} options={options(DEFRAUDED)} />
      </Form.Item>
      <Form.Subscribe to={['defrauded']}>
        {({ defrauded }: FeedbackDraft) => (defrauded === 'YES' ? <LossFields /> : null)}
      </Form.Subscribe>
      {chooserItem('fraudTypeName', '诈骗类型', PATHS.fraudTypeChoose)}
      {chooserItem('result', '处置结果', PATHS.earlyWarningResultChoose)}
      <Form.Item name="regradedLevel" label="重新定级" layout="vertical" {...single}>
        <Selector
          columns={4}
          options={Object.entries(WARNING_LEVELS).map(([level, { name }]) => ({ label: name, value: Number(level) }))}
        />
      </Form.Item>
      {chooserItem('accountInvolved', '涉案账号', PATHS.accountChoose)}

      <Form.Header>现场与结论</Form.Header>
      <DraftLocationField draftKey={draftKey} />
      <PhotosField draftKey={draftKey} />
      <Form.Item
        name="isFinal"
        label="反馈类型"
        layout="vertical"
        rules={chosen('isFinal', 'boolean')}
        {...yesNo('final', 'again')}
      >
        <Selector
          columns={2}
          options={[
            { label: '最终反馈', value: 'final' },
            { label: '需二次反馈', value: 'again' },
          ]}
        />
      </Form.Item>
      <Form.Item name="remark" label="备注" layout="vertical">
        <TextArea maxLength={1000} rows={3} showCount placeholder="请输入备注" />
      </Form.Item>

      <Picker
        columns={[members.map((member) => ({ label: `${member.name}（${member.relation}）`, value: member.id }))]}
        visible={memberPickerVisible}
        onClose={() => setMemberPickerVisible(false)}
        onConfirm={([memberId]) => {
          const member = members.find((candidate) => candidate.id === memberId);
          if (!member) return;
          const values = { relativeName: member.name, relativePhone: member.phone, relativeRelation: member.relation };
          form.setFieldsValue(values);
          patchDraft(draftKey, values);
        }}
      />
    </Form>
  );
}
