import { Form, Selector } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import {
  COOPERATION_DEADLINES,
  COOPERATION_PHOTO_MAX,
  COOPERATION_CREATE_TYPES,
  COOPERATION_URGENCIES,
  isMeasureType,
  isSupervisingOffice,
  type LoginInfo,
} from '@afp/contract';
import { EmptyState } from '../../../components/empty-state';
import { goBack } from '../../../components/go-back';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { draftKeyOf } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { DraftFormFooter, FormCard, SelectField, TextAreaField, TextField, useDraftForm } from '../../../lib/forms';
import { useSession } from '../../../lib/session/session.store';
import { loginInfoQuery } from '../../auth';
import { PhotoUploadField } from '../../file';
import { useCreateTasks, type CooperationCreateBody } from '../api/cooperation.mutations';
import { PartnerPicker } from '../components/partner-picker';
import { checkCreateForm, EMPTY_CREATE_FORM } from '../cooperation.rules';

const MINUTE_OPTIONS = COOPERATION_DEADLINES.urgentMinutes.map((value) => ({ value, label: `${value} 分钟` }));
const DAY_OPTIONS = COOPERATION_DEADLINES.routineWorkingDays.map((value) => ({ value, label: `${value} 个工作日` }));

/**
 * 下发协作任务 (oa, not a spec route): one task to each chosen partner. Only the supervising offices
 * issue: anyone else is told so before filling a form the server would refuse.
 */
export default function CooperationCreatePage() {
  const hasLogin = useSession((s) => s.hasLogin);
  // oa sessions do not store the organisation level: the login info says it.
  const state = queryState<LoginInfo>(useQuery(loginInfoQuery(hasLogin)), {
    errorTestId: 'cooperation-login-info-error',
  });
  if (state.view) return <PageShell>{state.view}</PageShell>;
  if (!isSupervisingOffice(state.data))
    return (
      <PageShell>
        <EmptyState title="仅市反诈中心和分局工作人员可下发协作任务" testId="cooperation-create-not-office" />
      </PageShell>
    );
  return <CreateForm />;
}

function CreateForm() {
  const draftKey = draftKeyOf('cooperation-create', 'new');
  const create = useCreateTasks();
  const draftForm = useDraftForm({
    draftKey,
    empty: EMPTY_CREATE_FORM,
    check: checkCreateForm,
    send: (body: CooperationCreateBody, idempotencyKey) => create.mutateAsync({ body, idempotencyKey }),
    onSent: (answer) => {
      showToast(`已下发 ${answer.ids.length} 个任务`);
      goBack();
    },
  });
  const { form, patch, problems, submission, submitChecked } = draftForm;
  const measure = form.type !== null && isMeasureType(form.type);

  return (
    <PageShell>
      <FormCard submission={submission}>
        <PartnerPicker
          value={form.partnerOrgIds}
          problem={problems.partnerOrgIds}
          onChange={(partnerOrgIds) => patch({ partnerOrgIds })}
        />
        <SelectField
          of={draftForm}
          name="type"
          label="任务类型"
          required
          testId="cooperation-type"
          columns={3}
          options={COOPERATION_CREATE_TYPES}
        />
        <SelectField
          of={draftForm}
          name="urgency"
          label="紧急程度"
          required
          testId="cooperation-urgency"
          columns={2}
          options={COOPERATION_URGENCIES}
          cleared="NORMAL"
        />
        {form.urgency === 'URGENT' ? (
          <Form.Item label="办理时限" description="默认 30 分钟">
            <Selector
              data-testid="cooperation-deadline-minutes"
              columns={4}
              options={MINUTE_OPTIONS}
              value={[form.deadlineMinutes ?? COOPERATION_DEADLINES.urgentMinutes[0]]}
              onChange={(values) => patch({ deadlineMinutes: values[0] ?? null })}
            />
          </Form.Item>
        ) : (
          <Form.Item label="办理时限" description="工作日（周一至周五）">
            <Selector
              columns={3}
              options={DAY_OPTIONS}
              value={[form.deadlineWorkingDays ?? COOPERATION_DEADLINES.routineWorkingDays[0]]}
              onChange={(values) => patch({ deadlineWorkingDays: values[0] ?? null })}
            />
          </Form.Item>
        )}
        <TextField of={draftForm} name="title" label="任务标题" required testId="cooperation-title" maxLength={100} />
        <TextAreaField
          of={draftForm}
          name="content"
          label="任务内容"
          required
          testId="cooperation-content-input"
          rows={4}
          maxLength={2000}
          showCount
        />
        {measure ? (
          <>
            <TextField
              of={draftForm}
              name="subjectAccount"
              label="涉案账户"
              required
              testId="cooperation-subject-account"
              maxLength={64}
            />
            <TextField
              of={draftForm}
              name="requestedAmount"
              label="涉案金额（元）"
              testId="cooperation-requested-amount"
              inputMode="decimal"
              maxLength={16}
            />
          </>
        ) : null}
        {form.type === 'NUMBER_SHUTDOWN' ? (
          <TextField
            of={draftForm}
            name="subjectNumber"
            label="需关停的号码"
            required
            testId="cooperation-subject-number"
            maxLength={32}
          />
        ) : null}
        <PhotoUploadField
          label="附件"
          description={`协查函、文书等照片（png、jpg），最多 ${COOPERATION_PHOTO_MAX} 张`}
          photoKeys={form.photos}
          maxCount={COOPERATION_PHOTO_MAX}
          testId="cooperation-create-photos"
          onChange={(photos) => patch({ photos })}
        />
      </FormCard>
      <DraftFormFooter form={draftForm} testId="cooperation-create-submit" onSubmit={submitChecked}>
        下发任务
      </DraftFormFooter>
    </PageShell>
  );
}
