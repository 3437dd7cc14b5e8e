import { Form, Input, Selector, TextArea } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import {
  PUBLICITY_CATEGORIES,
  PUBLICITY_CONTENT_KINDS,
  PUBLICITY_CONTENT_LIMITS,
  PUBLICITY_TAG_MAX,
} from '@afp/contract';
import { DraftFormFooter, fieldProblem, optionsOf, useDraftForm } from '../../../lib/forms';
import { SubmitWaitingBanner } from '../../../lib/outbox';
import { AttachmentField } from '../../file';
import { fraudTypesQuery } from '../../early-warning';
import {
  checkContent,
  type ContentCreateBody,
  type ContentField,
  type ContentForm,
  type ContentUpdateBody,
} from '../publicity.rules';

const KIND_OPTIONS = optionsOf(PUBLICITY_CONTENT_KINDS);
const CATEGORY_OPTIONS = optionsOf(PUBLICITY_CATEGORIES);

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
      <SubmitWaitingBanner submission={submission} />
      <Form layout="vertical" mode="card">
        <Form.Item label="标题" required description={fieldProblem(problems.title)}>
          <Input
            data-testid="content-title"
            placeholder="如：警惕冒充客服退款诈骗"
            value={form.title}
            maxLength={PUBLICITY_CONTENT_LIMITS.title}
            onChange={(title) => patch({ title })}
          />
        </Form.Item>
        <Form.Item label="内容形式" required description={fieldProblem(problems.kind)}>
          <Selector
            data-testid="content-kind"
            columns={4}
            options={KIND_OPTIONS}
            value={form.kind ? [form.kind] : []}
            onChange={(values) => patch({ kind: values[0] ?? null })}
          />
        </Form.Item>
        <Form.Item label="栏目" required description={fieldProblem(problems.category)}>
          <Selector
            data-testid="content-category"
            columns={3}
            options={CATEGORY_OPTIONS}
            value={form.category ? [form.category] : []}
            onChange={(values) => patch({ category: values[0] ?? null })}
          />
        </Form.Item>
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
        <Form.Item label="摘要" required description={fieldProblem(problems.summary)}>
          <TextArea
            data-testid="content-summary"
            placeholder="一两句话说明要点，显示在列表中"
            value={form.summary}
            onChange={(summary) => patch({ summary })}
            rows={2}
            maxLength={PUBLICITY_CONTENT_LIMITS.summary}
            showCount
          />
        </Form.Item>
        <Form.Item label="正文" description={fieldProblem(problems.body)}>
          <TextArea
            data-testid="content-body"
            placeholder="文章正文，海报、视频、文档可写说明"
            value={form.body}
            onChange={(body) => patch({ body })}
            rows={6}
            maxLength={PUBLICITY_CONTENT_LIMITS.body}
          />
        </Form.Item>
        <AttachmentField
          attachments={form.files}
          max={1}
          testId="content-file"
          onChange={(files) => patch({ files })}
        />
        {problems.files ? <Form.Item description={fieldProblem(problems.files)} /> : null}
        {form.kind === 'VIDEO' ? (
          <Form.Item label="视频地址" description={fieldProblem(problems.videoUrl)}>
            <Input
              data-testid="content-video-url"
              placeholder="https://"
              value={form.videoUrl}
              maxLength={PUBLICITY_CONTENT_LIMITS.videoUrl}
              onChange={(videoUrl) => patch({ videoUrl })}
            />
          </Form.Item>
        ) : null}
      </Form>
      <DraftFormFooter form={draftForm} testId="content-submit" onSubmit={submitChecked}>
        {submitText}
      </DraftFormFooter>
    </>
  );
}
