import { Button, Form } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import {
  isSupervisingOffice,
  REPORT_KINDS,
  REPORT_LIMITS,
  type LoginInfo,
  type ReportTemplateCreateBody,
} from '@afp/contract';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { draftKeyOf } from '../../../lib/drafts';
import { showConfirm, showToast } from '../../../lib/feedback';
import {
  DraftFormFooter,
  FormCard,
  SelectField,
  TextAreaField,
  TextField,
  fieldProblem,
  useDraftForm,
} from '../../../lib/forms';
import { redirectTo } from '../../../lib/navigation';
import { useSession } from '../../../lib/session/session.store';
import { loginInfoQuery } from '../../auth';
import { useCreateTemplate } from '../api/report.mutations';
import { TemplateFieldRowEditor } from '../components/template-field-row';
import styles from '../components/report.module.css';
import { summaryLink } from '../report-links';
import {
  checkTemplateForm,
  EMPTY_TEMPLATE_FORM,
  targetLevelOptions,
  withNewRow,
  withoutRow,
  withRowPatch,
  type TemplateFieldRow,
} from '../report-template.rules';
import { NumberStepper } from '../../../components/number-stepper';

/** The form itself, for an office of the given level: a draft checked by the contract, sent once. */
function TemplateForm({ orgLevel }: { orgLevel: number }) {
  const create = useCreateTemplate();
  const draftForm = useDraftForm({
    draftKey: draftKeyOf('report-template-create', 'new'),
    empty: EMPTY_TEMPLATE_FORM,
    check: checkTemplateForm,
    send: (body: ReportTemplateCreateBody, idempotencyKey) => create.mutateAsync({ body, idempotencyKey }),
    onSent: (template) => {
      showToast(`报表「${template.name}」已下发`);
      redirectTo(summaryLink(template.id));
    },
  });
  const { form, patch, problems, submission, submitChecked } = draftForm;
  const levels = targetLevelOptions(orgLevel);

  const removeRow = async (row: TemplateFieldRow) => {
    if (await showConfirm(`确定删除字段「${row.label.trim() || '未命名'}」？`)) patch(withoutRow(form, row.key));
  };

  return (
    <>
      <FormCard submission={submission}>
        <SelectField
          of={draftForm}
          name="kind"
          label="报表类型"
          required
          testId="template-kind"
          columns={3}
          options={REPORT_KINDS}
        />
        <TextField
          of={draftForm}
          name="name"
          label="报表名称"
          required
          testId="template-name"
          placeholder="如：反诈宣传工作周报"
          maxLength={60}
        />
        <TextAreaField
          of={draftForm}
          name="description"
          label="填报说明"
          testId="template-description"
          placeholder="填报口径、注意事项（选填）"
          rows={3}
          maxLength={500}
          showCount
        />
        {form.kind === 'SPECIAL' ? (
          <TextField of={draftForm} name="dueDate" label="截止日期" required testId="template-due-date" type="date" />
        ) : (
          <Form.Item
            label={form.kind === 'MONTHLY' ? '每月结束后几天内上报' : '每周结束后几天内上报'}
            required
            description={fieldProblem(problems.dueDays)}
          >
            <NumberStepper
              label={form.kind === 'MONTHLY' ? '每月结束后几天内上报' : '每周结束后几天内上报'}
              data-testid="template-due-days"
              min={REPORT_LIMITS.dueDays.min}
              max={REPORT_LIMITS.dueDays.max}
              digits={0}
              value={form.dueDays}
              onChange={(dueDays) => patch({ dueDays })}
            />
          </Form.Item>
        )}
        <SelectField
          of={draftForm}
          name="targetLevel"
          label="填报单位"
          required
          testId="template-target-level"
          columns={2}
          options={levels}
          cleared={form.targetLevel}
        />
      </FormCard>
      <div className={styles.total}>报表字段（{form.fields.length}）</div>
      {problems.fields ? (
        <div className={styles.section} data-testid="template-fields-problem">
          {fieldProblem(problems.fields)}
        </div>
      ) : null}
      {form.fields.map((row, index) => (
        <TemplateFieldRowEditor
          key={row.key}
          row={row}
          index={index}
          problems={problems}
          onChange={(rowPatch) => patch(withRowPatch(form, row.key, rowPatch))}
          onRemove={() => void removeRow(row)}
        />
      ))}
      <div className={styles.section}>
        <Button
          block
          fill="outline"
          color="primary"
          data-testid="template-field-add"
          disabled={form.fields.length >= REPORT_LIMITS.fields}
          onClick={() => patch(withNewRow(form))}
        >
          添加字段
        </Button>
      </div>
      <DraftFormFooter form={draftForm} testId="template-submit" onSubmit={submitChecked}>
        下发报表
      </DraftFormFooter>
    </>
  );
}

/** 新建报表 (centre or district oa): kind, name, typed fields, due rule and the level that submits. */
export default function ReportTemplateCreatePage() {
  const hasLogin = useSession((s) => s.hasLogin);
  // oa sessions do not store the organisation level: the login info says it.
  const state = queryState<LoginInfo>(useQuery(loginInfoQuery(hasLogin)), { errorTestId: 'template-login-info-error' });
  if (state.view) return <PageShell>{state.view}</PageShell>;
  return (
    <PageShell>
      {isSupervisingOffice(state.data) ? (
        <TemplateForm orgLevel={state.data.orgLevel} />
      ) : (
        <EmptyState title="仅市反诈中心和分局工作人员可下发报表" testId="template-not-office" />
      )}
    </PageShell>
  );
}
