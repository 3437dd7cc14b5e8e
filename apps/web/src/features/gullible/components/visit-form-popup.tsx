import { Form, Popup, Switch, TextArea } from 'antd-mobile';
import type { GullibleDetail } from '@afp/contract';
import { SubmitFooter } from '../../../components/submit-footer';
import { DiscardDraftButton, draftKeyOf, useDraft, useRestoredDraftNotice } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { SubmitWaitingBanner, useSubmitOnce } from '../../../lib/outbox';
import { useRecordVisit, type GullibleVisitBody } from '../api/gullible.mutations';
import { checkVisit, EMPTY_VISIT } from '../gullible.rules';
import styles from './popup-form.module.css';

/** 走访登记: publicity, the national anti-fraud app, the circle, what was done (draft kept, sent once). */
export function VisitFormPopup({
  person,
  visible,
  onClose,
}: {
  person: GullibleDetail;
  visible: boolean;
  onClose: () => void;
}) {
  const draftKey = draftKeyOf('gullible-visit', person.id);
  const { value: form, hasDraft, patch } = useDraft(draftKey, EMPTY_VISIT);
  useRestoredDraftNotice(draftKey);
  const record = useRecordVisit();
  const submission = useSubmitOnce({
    draftKey,
    send: (body: GullibleVisitBody, idempotencyKey) => record.mutateAsync({ body, idempotencyKey }),
    onSent: () => {
      showToast('走访已登记');
      onClose();
    },
  });
  const handleSubmit = () => {
    const checked = checkVisit(person, form);
    if (!checked.body) {
      showToast(checked.problem ?? '请完善走访内容');
      return;
    }
    submission.submit(checked.body);
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.popup} destroyOnClose>
      <div className={styles.title}>走访登记</div>
      <SubmitWaitingBanner submission={submission} />
      <Form layout="horizontal" mode="card">
        <Form.Item
          label="已开展宣传"
          extra={
            <Switch
              data-testid="visit-publicity"
              checked={form.publicityDone}
              onChange={(publicityDone) => patch({ publicityDone })}
            />
          }
        />
        <Form.Item
          label="已装国家反诈中心APP"
          extra={
            <Switch
              data-testid="visit-app"
              checked={form.appInstalled}
              onChange={(appInstalled) => patch({ appInstalled })}
            />
          }
        />
        <Form.Item
          label="已加入守护圈"
          extra={
            <Switch
              data-testid="visit-circle"
              checked={form.circleJoined}
              onChange={(circleJoined) => patch({ circleJoined })}
            />
          }
        />
      </Form>
      <Form layout="vertical" mode="card">
        <Form.Item label="走访情况" required>
          <TextArea
            data-testid="visit-content"
            placeholder="请填写走访情况、宣传内容及人员近况"
            value={form.content}
            onChange={(content) => patch({ content })}
            rows={4}
            maxLength={1000}
            showCount
          />
        </Form.Item>
      </Form>
      {hasDraft ? <DiscardDraftButton draftKey={draftKey} onDiscarded={() => submission.cancel()} /> : null}
      <SubmitFooter testId="visit-submit" isSubmitting={submission.isBusy} onSubmit={handleSubmit}>
        提交走访
      </SubmitFooter>
    </Popup>
  );
}
