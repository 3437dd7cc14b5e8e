import { Form, Switch } from 'antd-mobile';
import { DraftFormPopup } from '../../../components/form-popup';
import { TextAreaField } from '../../../lib/forms';
import { useRecordVisit } from '../api/gullible.mutations';
import { checkVisit, EMPTY_VISIT, type VisitForm } from '../gullible.rules';
import { usePersonForm, type PersonPopupProps } from '../hooks/use-person-form';

const VISIT_TEXTS = { title: '走访登记', submitText: '提交走访', submitTestId: 'visit-submit' };

/** The visit's yes/no questions, each a switch. */
const QUESTIONS: { field: keyof Omit<VisitForm, 'content'>; label: string; testId: string }[] = [
  { field: 'publicityDone', label: '已开展宣传', testId: 'visit-publicity' },
  { field: 'appInstalled', label: '已装国家反诈中心APP', testId: 'visit-app' },
  { field: 'circleJoined', label: '已加入守护圈', testId: 'visit-circle' },
];

/** 走访登记: publicity, the national anti-fraud app, the circle, what was done (draft kept, sent once). */
export function VisitFormPopup({ person, visible, onClose }: PersonPopupProps) {
  const record = useRecordVisit();
  const draftForm = usePersonForm({
    draftName: 'gullible-visit',
    person,
    empty: EMPTY_VISIT,
    check: checkVisit,
    send: record.mutateAsync,
    doneText: '走访已登记',
    onClose,
  });
  const { form, patch } = draftForm;
  return (
    <DraftFormPopup texts={VISIT_TEXTS} form={draftForm} visible={visible} onClose={onClose}>
      <Form layout="horizontal" mode="card">
        {QUESTIONS.map(({ field, label, testId }) => (
          <Form.Item
            key={field}
            label={label}
            extra={<Switch data-testid={testId} checked={form[field]} onChange={(yes) => patch({ [field]: yes })} />}
          />
        ))}
      </Form>
      <Form layout="vertical" mode="card">
        <TextAreaField
          of={draftForm}
          name="content"
          label="走访情况"
          required
          testId="visit-content"
          placeholder="请填写走访情况、宣传内容及人员近况"
          rows={4}
          maxLength={1000}
          showCount
        />
      </Form>
    </DraftFormPopup>
  );
}
