import { Form, Selector } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import {
  PUBLICITY_CATEGORIES,
  PUBLICITY_CONTENT_KINDS,
  PUBLICITY_CONTENT_LIMITS,
  PUBLICITY_TAG_MAX,
} from '@afp/contract';
import {
  DraftFormFooter,
  FormCard,
  SelectField,
  TextAreaField,
  TextField,
  fieldProblem,
  useDraftForm,
} from '../../../lib/forms';
import { AttachmentField } from '../../file';
import { fraudTypesQuery } from '../../early-warning';
import {
  checkContent,
  type ContentCreateBody,
  type ContentField,
  type ContentForm,
  type ContentUpdateBody,
} from '../publicity.rules';

/**
 * 发布宣传内容 (new, or a published item edited at the version seen): title, kind, category,
 * fraud-type tags, body, one file uploaded with progress, a video address; draft and send-once.
 */
export function ContentFormView({
  draftKey,
  empty,
  target,
  submitText,
  send,
  onSent,
}: {
  draftKey: string;
  empty: ContentForm;
  target?: { id: string; version: number };
  submitText: string;
  send: (body: ContentCreateBody | ContentUpdateBody, idempotencyKey: string) => Promise<{ id: string }>;
  onSent: (answer: { id: string }) => void;
}) {
  const draftForm = useDraftForm<ContentForm, ContentCreateBody, Partial<Record<ContentField, string>>, { id: string }>(
    { draftKey, empty, check: (input) => checkContent(input, target), send, onSent },
  );
  const { form, patch, problems, submission, submitChecked } = draftForm;
  const { data: fraudTypes = [] } = useQuery(fraudTypesQuery());
  const tagOptions = fraudTypes.flatMap((type) => [
    { value: type.code, label: type.name },
    ...type.children.map((child) => ({ value: child.code, label: child.name })),
  ]);
  return (
    <>
      <FormCard submission={submission}>
        <TextField
          of={draftForm}
          name="title"
          label="标题"
          required
          testId="content-title"
          placeholder="如：警惕冒充客服退款诈骗"
          maxLength={PUBLICITY_CONTENT_LIMITS.title}
        />
        <SelectField
          of={draftForm}
          name="kind"
          label="内容形式"
          required
          testId="content-kind"
          columns={4}
          options={PUBLICITY_CONTENT_KINDS}
        />
        <SelectField
          of={draftForm}
          name="category"
          label="栏目"
          required
          testId="content-category"
          columns={3}
          options={PUBLICITY_CATEGORIES}
        />
        <Form.Item label={`诈骗类型（最多${PUBLICITY_TAG_MAX}个）`} description={fieldProblem(problems.fraudTypeCodes)}>
          <Selector
            data-testid="content-fraud-types"
            columns={3}
            multiple
            options={tagOptions}
            value={form.fraudTypeCodes}
            onChange={(fraudTypeCodes) => patch({ fraudTypeCodes })}
          />
        </Form.Item>
        <TextAreaField
          of={draftForm}
          name="summary"
          label="摘要"
          required
          testId="content-summary"
          placeholder="一两句话说明要点，显示在列表中"
          rows={2}
          maxLength={PUBLICITY_CONTENT_LIMITS.summary}
          showCount
        />
        <TextAreaField
          of={draftForm}
          name="body"
          label="正文"
          testId="content-body"
          placeholder="文章正文，海报、视频、文档可写说明"
          rows={6}
          maxLength={PUBLICITY_CONTENT_LIMITS.body}
        />
        <AttachmentField
          attachments={form.files}
          max={1}
          testId="content-file"
          onChange={(files) => patch({ files })}
        />
        {problems.files ? <Form.Item description={fieldProblem(problems.files)} /> : null}
        {form.kind === 'VIDEO' ? (
          <TextField
            of={draftForm}
            name="videoUrl"
            label="视频地址"
            testId="content-video-url"
            placeholder="https://"
            maxLength={PUBLICITY_CONTENT_LIMITS.videoUrl}
          />
        ) : null}
      </FormCard>
      <DraftFormFooter form={draftForm} testId="content-submit" onSubmit={submitChecked}>
        {submitText}
      </DraftFormFooter>
    </>
  );
}
