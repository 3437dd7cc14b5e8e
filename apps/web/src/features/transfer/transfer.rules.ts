import {
  isCentre,
  isOrgAdmin,
  transferCreateBodySchema,
  type LoginType,
  type OrgNode,
  type TransferReason,
} from '@afp/contract';

export type TransferCreateBody = ReturnType<typeof transferCreateBodySchema.parse>;

export interface ChosenOrg {
  id: string;
  name: string;
}

/** What the transfer form holds while being filled in (kept in the draft store). */
export interface TransferFormValues {
  toOrg: ChosenOrg | null;
  reason: TransferReason | null;
  reasonText: string;
  force: boolean;
}

export type TransferFormField = 'toOrg' | 'reason' | 'reasonText';
export type TransferFormProblems = Partial<Record<TransferFormField, string>>;

export const EMPTY_TRANSFER_FORM: TransferFormValues = { toOrg: null, reason: null, reasonText: '', force: false };
export const REASON_TEXT_MAX = 500;

/** Field problems of the transfer form; 其他 needs its explanation. */
export function transferFormProblems(values: TransferFormValues): TransferFormProblems {
  const problems: TransferFormProblems = {};
  if (!values.toOrg) problems.toOrg = '请选择移交单位';
  if (!values.reason) problems.reason = '请选择移交原因';
  const text = values.reasonText.trim();
  if (values.reason === 'OTHER' && !text) problems.reasonText = '选择“其他”时须填写移交说明';
  if (text.length > REASON_TEXT_MAX) problems.reasonText = `移交说明不超过${REASON_TEXT_MAX}字`;
  return problems;
}

/**
 * The create body, or null while the form has problems. `force` is sent only by the centre
 * (level 1); everyone else's transfer waits for the receiver to accept.
 */
export function toTransferCreateBody(
  values: TransferFormValues,
  warning: { assignmentId: string; version: number },
  isCentre: boolean,
): TransferCreateBody | null {
  if (Object.keys(transferFormProblems(values)).length > 0 || !values.toOrg || !values.reason) return null;
  const text = values.reasonText.trim();
  return transferCreateBodySchema.parse({
    assignmentId: warning.assignmentId,
    version: warning.version,
    toOrgId: values.toOrg.id,
    reason: values.reason,
    ...(text ? { reasonText: text } : {}),
    ...(isCentre && values.force ? { force: true } : {}),
  });
}

/* ---- organisation picker ---- */

/** One step of the breadcrumb; the root step (`id` null) lists the top of the tree. */
export interface OrgCrumb {
  id: string | null;
  name: string;
}

export const ROOT_CRUMB: OrgCrumb = { id: null, name: '全部单位' };
export const INITIAL_TRAIL: readonly OrgCrumb[] = [ROOT_CRUMB];

/** Warnings go to units that handle them: stations, streets, communities and partner units. */
const SELECTABLE_KINDS = new Set(['station', 'street', 'community', 'partner']);
export const isSelectableOrg = (node: Pick<OrgNode, 'kind'>): boolean => SELECTABLE_KINDS.has(node.kind);

/**
 * Whether tapping a node opens it. A centre or district is only ever a way down, so it opens
 * even when the server does not flag children (it then shows an empty level).
 */
export const canDrill = (node: Pick<OrgNode, 'kind' | 'hasChildren'>): boolean =>
  node.hasChildren || !isSelectableOrg(node);

/** Opens a node: the trail grows by it when it can be opened, otherwise stays as it is. */
export function drillInto(
  trail: readonly OrgCrumb[],
  node: Pick<OrgNode, 'id' | 'name' | 'kind' | 'hasChildren'>,
): readonly OrgCrumb[] {
  if (!canDrill(node)) return trail;
  return [...trail, { id: node.id, name: node.name }];
}

/** Tapping a breadcrumb step goes back up to it. */
export function goToCrumb(trail: readonly OrgCrumb[], index: number): readonly OrgCrumb[] {
  if (index < 0 || index >= trail.length - 1) return trail;
  return trail.slice(0, index + 1);
}

/** The `parentId` to ask for the children shown under the trail (undefined: the root). */
export const parentIdOf = (trail: readonly OrgCrumb[]): string | undefined => trail[trail.length - 1]?.id ?? undefined;

/* ---- who may decide ---- */

/**
 * Accepting or sending back a received transfer is for the receiving unit's administrators
 * (team admin and up, or oa staff) and for the centre; plain guards see it waiting.
 */
export const selectCanDecideTransfer = ({
  loginType,
  orgLevel,
  roleType,
}: {
  loginType: LoginType | '';
  orgLevel: number | null;
  roleType: number | null;
}): boolean =>
  (orgLevel !== null && isCentre({ orgLevel })) || (loginType !== '' && isOrgAdmin({ loginType, roleType }));
