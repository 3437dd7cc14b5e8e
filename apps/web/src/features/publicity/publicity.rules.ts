import {
  casePublicityActivityBodySchema,
  publicityContentFormSchema,
  publicityContentUpdateSchema,
  type PublicityCategory,
  type PublicityContentDetail,
  type PublicityContentKind,
  publicityRecordFormSchema,
  PUBLICITY_VIDEO_URL_MESSAGE,
  type BodyOf,
  type CasePublicityActivityPlace,
  type PUBLICITY_ENDPOINTS,
  type PublicityRecord,
  type PublicityRecordType,
} from '@afp/contract';

type E = typeof PUBLICITY_ENDPOINTS;
export type RecordCreateBody = BodyOf<E['recordCreate']>;
export type RecordResubmitBody = BodyOf<E['recordResubmit']>;
export type ActivityBody = BodyOf<E['caseActivity']>;
export type ContentCreateBody = BodyOf<E['contentCreate']>;
export type ContentUpdateBody = BodyOf<E['contentUpdate']>;

export interface PlaceFields {
  location: { address: string; latitude?: number; longitude?: number } | null;
  manualAddress: string;
  /** ISO time; empty means "now" when sent. */
  occurredAt: string;
  audience: string;
  /** Storage keys of the uploaded photos. */
  photos: string[];
}

/** 宣防记录 as typed: numbers stay text until checked, so a draft keeps exactly what was typed. */
export interface RecordForm extends PlaceFields {
  type: PublicityRecordType | null;
  flyers: string;
  appInstalls: string;
  remark: string;
}
export const EMPTY_RECORD_FORM: RecordForm = {
  type: null,
  location: null,
  manualAddress: '',
  occurredAt: '',
  audience: '',
  flyers: '',
  appInstalls: '',
  photos: [],
  remark: '',
};

/** 一案一宣 activity as typed. */
export interface ActivityForm extends PlaceFields {
  place: CasePublicityActivityPlace | null;
}
export const EMPTY_ACTIVITY_FORM: ActivityForm = {
  place: null,
  location: null,
  manualAddress: '',
  occurredAt: '',
  audience: '',
  photos: [],
};

export type RecordField =
  'type' | 'location' | 'occurredAt' | 'audience' | 'flyers' | 'appInstalls' | 'photos' | 'remark';
export type ActivityField = 'place' | 'location' | 'occurredAt' | 'audience' | 'photos';
export type Problems<F extends string> = Partial<Record<F, string>>;

const MESSAGES: Record<RecordField | ActivityField, string> = {
  type: '请选择宣防类型',
  place: '请选择活动地点类型',
  location: '请定位或填写地点',
  occurredAt: '请选择正确的时间',
  audience: '受众人数须为1至100000的整数',
  flyers: '发放资料数须为0至100000的整数',
  appInstalls: '安装APP数须为0至100000的整数',
  photos: '请上传1至9张现场照片',
  remark: '备注不超过500字',
};

/** A typed count: whole digits only, else NaN (the schema then names the field). */
const countOf = (typed: string, empty: number): number =>
  typed.trim() === '' ? empty : /^\d{1,9}$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN;

const placeOf = (form: PlaceFields, now: Date) => ({
  location: form.location ?? { address: form.manualAddress },
  occurredAt: form.occurredAt || now.toISOString(),
  audience: countOf(form.audience, Number.NaN),
  photos: form.photos,
});

function problemsOf<F extends string>(issues: { path: PropertyKey[] }[], fields: readonly F[]): Problems<F> {
  const problems: Problems<F> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as F;
    if (fields.includes(field)) problems[field] ??= MESSAGES[field as RecordField | ActivityField];
  }
  return problems;
}

const RECORD_FIELDS: readonly RecordField[] = [
  'type',
  'location',
  'occurredAt',
  'audience',
  'flyers',
  'appInstalls',
  'photos',
  'remark',
];
const ACTIVITY_FIELDS: readonly ActivityField[] = ['place', 'location', 'occurredAt', 'audience', 'photos'];

/** The record to send, or the problems of each field (the contract's schema decides). */
export function checkRecord(
  form: RecordForm,
  now: Date,
): { body: RecordCreateBody; problems: null } | { body: null; problems: Problems<RecordField> } {
  const parsed = publicityRecordFormSchema.safeParse({
    type: form.type ?? undefined,
    ...placeOf(form, now),
    flyers: countOf(form.flyers, 0),
    appInstalls: countOf(form.appInstalls, 0),
    remark: form.remark.trim() || undefined,
  });
  return parsed.success
    ? { body: parsed.data, problems: null }
    : { body: null, problems: problemsOf(parsed.error.issues, RECORD_FIELDS) };
}

/** An activity of a task at the version seen, or the problems of each field. */
export function checkActivity(
  task: { id: string; version: number },
  form: ActivityForm,
  now: Date,
): { body: ActivityBody; problems: null } | { body: null; problems: Problems<ActivityField> } {
  const parsed = casePublicityActivityBodySchema.safeParse({
    caseId: task.id,
    version: task.version,
    place: form.place ?? undefined,
    ...placeOf(form, now),
  });
  return parsed.success
    ? { body: parsed.data, problems: null }
    : { body: null, problems: problemsOf(parsed.error.issues, ACTIVITY_FIELDS) };
}

/** A refused record as the form to fix it: what was sent, ready to change and resubmit. */
export const recordFormOf = (record: PublicityRecord): RecordForm => ({
  type: record.type,
  location:
    record.latitude !== null && record.longitude !== null
      ? { address: record.address, latitude: record.latitude, longitude: record.longitude }
      : null,
  manualAddress: record.latitude === null ? record.address : '',
  occurredAt: record.occurredAt,
  audience: String(record.audience),
  flyers: String(record.flyers),
  appInstalls: String(record.appInstalls),
  photos: record.photos,
  remark: record.remark ?? '',
});

/** The state tag's colour of a record or task. */
export const stateColor = (state: string): 'success' | 'danger' | 'warning' | 'primary' =>
  state === 'VERIFIED' ? 'success' : state === 'REFUSED' ? 'danger' : state === 'SUBMITTED' ? 'primary' : 'warning';

// ---------------------------------------------------------------- publishing the content library

/** An uploaded file as the attachment field keeps it. */
export interface ContentFile {
  key: string;
  name: string;
  size: number;
}
/** 发布宣传内容 as typed (a draft keeps exactly this). */
export interface ContentForm {
  kind: PublicityContentKind | null;
  category: PublicityCategory | null;
  title: string;
  summary: string;
  body: string;
  fraudTypeCodes: string[];
  files: ContentFile[];
  videoUrl: string;
}
export const EMPTY_CONTENT_FORM: ContentForm = {
  kind: null,
  category: null,
  title: '',
  summary: '',
  body: '',
  fraudTypeCodes: [],
  files: [],
  videoUrl: '',
};
export type ContentField = 'kind' | 'category' | 'title' | 'summary' | 'body' | 'fraudTypeCodes' | 'files' | 'videoUrl';
const CONTENT_MESSAGES: Record<ContentField, string> = {
  kind: '请选择内容形式',
  category: '请选择栏目',
  title: '请填写标题（不超过60字）',
  summary: '请填写摘要（不超过200字）',
  body: '正文不超过20000字',
  fraudTypeCodes: '诈骗类型最多选5个',
  files: '附件最多1个',
  videoUrl: PUBLICITY_VIDEO_URL_MESSAGE,
};

/** An item being edited, as the form shows it (its file's size is not known: 0). */
export const contentFormOf = (item: PublicityContentDetail): ContentForm => ({
  kind: item.kind,
  category: item.category,
  title: item.title,
  summary: item.summary,
  body: item.body,
  fraudTypeCodes: item.fraudTypes.map((type) => type.code),
  files: item.file ? [{ ...item.file, size: 0 }] : [],
  videoUrl: item.videoUrl ?? '',
});

/**
 * The body to publish (or, with `target`, to save at the version seen), or the problems of each
 * field: the contract's schema decides.
 */
export function checkContent(
  form: ContentForm,
  target?: { id: string; version: number },
): { body: ContentCreateBody; problems: null } | { body: null; problems: Partial<Record<ContentField, string>> } {
  const input = {
    ...target,
    kind: form.kind ?? undefined,
    category: form.category ?? undefined,
    title: form.title,
    summary: form.summary,
    body: form.body,
    fraudTypeCodes: form.fraudTypeCodes,
    attachments: form.files.map((file) => file.key),
    // Another kind has no address: one typed before the kind changed is hidden, and must not block.
    videoUrl: form.kind && form.kind !== 'VIDEO' ? undefined : form.videoUrl.trim() || undefined,
  };
  const parsed = (target ? publicityContentUpdateSchema : publicityContentFormSchema).safeParse(input);
  if (parsed.success) return { body: parsed.data, problems: null };
  const problems: Partial<Record<ContentField, string>> = {};
  for (const issue of parsed.error.issues) {
    const path = String(issue.path[0]);
    const field = (path === 'attachments' ? 'files' : path) as ContentField;
    if (field in CONTENT_MESSAGES) problems[field] ??= CONTENT_MESSAGES[field];
  }
  return { body: null, problems };
}
