import {
  isInSubtree,
  mayResubmitPublicity,
  PUBLICITY_ENDPOINTS,
  PUBLICITY_RECORD_TYPES,
  type Page,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type PublicityRecord,
  type PublicityRecordForm,
  type PublicityScope,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { keysetPage } from '../../core/keyset-page.ts';
import type { Principal } from '../../core/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import { newId } from '../../secrets.ts';
import { attachPhotos } from '../file/index.ts';
import type { Verification } from '../verification/index.ts';
import { recordNotFound } from './publicity.errors.ts';
import type { PublicityMoves } from './publicity.moves.ts';
import { presentRecord } from './publicity.presenter.ts';
import type { PublicityRepository, RecordScope } from './publicity.repository.ts';
import { sessionColumnsOf } from './publicity.rules.ts';
import type { PublicityRecordRow } from './publicity.table.ts';

type E = typeof PUBLICITY_ENDPOINTS;

/** A guard's own records, or the team's (the caller's organisation subtree); oa staff always read their subtree. */
export const recordScopeOf = (caller: Principal, scope: PublicityScope | undefined): RecordScope =>
  caller.loginType === 'guard' && (scope ?? 'mine') === 'mine' ? { guardId: caller.id } : { orgPath: caller.orgPath };

/** The queue's one line for a record. */
const titleOf = (row: PublicityRecordRow) =>
  `宣防记录：${PUBLICITY_RECORD_TYPES[row.type]}，${row.guardName}，${row.address}`;

const fieldsOf = (form: PublicityRecordForm) => ({
  type: form.type,
  ...sessionColumnsOf(form),
  flyers: form.flyers,
  appInstalls: form.appInstalls,
  remark: form.remark?.trim() || null,
});

/** 宣防记录: guards record sessions; the shared verification decides; refused ones come back to be fixed. */
export function createPublicityRecordService(deps: {
  db: Db;
  clock: Clock;
  repository: PublicityRepository;
  moves: PublicityMoves;
  verification: Verification;
}) {
  const { db, clock, repository, moves, verification } = deps;

  async function visible(caller: Principal, id: string) {
    const view = await repository.recordView(id);
    if (!view || !isInSubtree(view.row.orgPath, caller.orgPath)) throw recordNotFound();
    return view;
  }

  const submit = (tx: Tx, caller: Principal, row: PublicityRecordRow) =>
    verification.submitForVerification(tx, {
      kind: 'publicity_record',
      subjectId: row.id,
      orgId: row.orgId,
      submitter: caller,
      title: titleOf(row),
    });

  const change = (row: PublicityRecordRow) => ({ id: row.id, state: row.state, version: row.version });

  return {
    async page(caller: Principal, query: ParsedQueryOf<E['recordPage']>): Promise<Page<PublicityRecord>> {
      return keysetPage(
        query,
        (slice) =>
          repository.recordPage({
            scope: recordScopeOf(caller, query.scope),
            state: query.state,
            ...slice,
          }),
        {
          positionOf: (row) => ({ micros: row.micros, id: row.row.id }),
          present: (pageRows) => pageRows.map((row) => presentRecord(row, caller)),
        },
      );
    },

    summary: (caller: Principal, scope: PublicityScope | undefined) =>
      repository.recordSummary(recordScopeOf(caller, scope)),

    async info(caller: Principal, id: string): Promise<PublicityRecord> {
      return presentRecord(await visible(caller, id), caller);
    },

    /** A new record goes straight into the 核查 queue, with its photos attached, in one transaction. */
    async create(caller: Principal, form: ParsedBodyOf<E['recordCreate']>) {
      if (caller.loginType !== 'guard') throw forbidden('仅卫士可填写宣防记录');
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const inserted = await repository.insertRecord(tx, {
          id: newId(),
          orgId: caller.orgId,
          orgPath: caller.orgPath,
          guardId: caller.id,
          guardName: caller.name,
          ...fieldsOf(form),
          state: 'SUBMITTED',
          submittedAt: now,
          createdAt: now,
          updatedAt: now,
        });
        const entity = { type: 'publicity_record', id: inserted.id } as const;
        await attachPhotos(tx, { keys: inserted.photos, orgId: caller.orgId, owner: entity, now });
        await moves.log(tx, caller, entity, 'record.create', {
          from: null,
          to: 'SUBMITTED',
        });
        await submit(tx, caller, inserted);
        return inserted;
      });
      return change(row);
    },

    /** The submitter (or the team admin) fixes a refused record and sends it back into 核查. */
    async resubmit(caller: Principal, body: ParsedBodyOf<E['recordResubmit']>) {
      const { row: current } = await visible(caller, body.id);
      if (!mayResubmitPublicity(caller, current)) throw forbidden('只能修改本人或本队的宣防记录');
      const now = clock.now();
      const moved = await db.transaction(async (tx) => {
        const fields = fieldsOf(body);
        const row = await moves.moveRecord(tx, caller, current, body.version, 'resubmit', {
          ...fields,
          refuseReason: null,
          submittedAt: now,
          updatedAt: now,
        });
        // Photos kept from before are the record's already; new ones must be fresh uploads.
        await attachPhotos(tx, {
          keys: fields.photos.filter((key) => !current.photos.includes(key)),
          orgId: current.orgId,
          owner: { type: 'publicity_record', id: current.id },
          now,
        });
        await submit(tx, caller, row);
        return row;
      });
      return change(moved);
    },
  };
}
export type PublicityRecordService = ReturnType<typeof createPublicityRecordService>;
