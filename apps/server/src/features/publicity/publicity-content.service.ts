import {
  isInSubtree,
  isSupervisingOffice,
  PUBLICITY_ENDPOINTS,
  type Page,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type PublicityContent,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { keysetPage } from '../../core/keyset-page.ts';
import type { Principal } from '../../core/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { newId } from '../../secrets.ts';
import type { FraudTypeDictionary } from '../early-warning/index.ts';
import { attachAttachments } from '../file/index.ts';
import { contentNotFound, typicalCaseNotFound } from './publicity.errors.ts';
import type { PublicityMoves } from './publicity.moves.ts';
import {
  presentContent,
  presentContentDetail,
  presentTypicalCase,
  presentTypicalCaseDetail,
} from './publicity.presenter.ts';
import type { PublicityRepository } from './publicity.repository.ts';
import { isImageName, isOnMediaHost } from './publicity.rules.ts';
import type { PublicityContentRow } from './publicity.table.ts';

type E = typeof PUBLICITY_ENDPOINTS;
type ContentForm = ParsedBodyOf<E['contentCreate']>;

/** Typical cases are local: the caller's district (the centre sees the city). */
export const areaPathOf = (orgPath: string): string => {
  const ids = orgPath.split('/').filter(Boolean).slice(0, 2);
  return `/${ids.join('/')}/`;
};

/** Centre and district oa staff manage what their organisation or one below it published. */
const mayManage = (caller: Principal, row: PublicityContentRow): boolean =>
  isSupervisingOffice(caller) && isInSubtree(row.orgPath, caller.orgPath);

const change = (row: PublicityContentRow) => ({ id: row.id, state: row.state, version: row.version });

/** The 全民反诈 feed and typical local cases; publishing the content library for centre and district oa. */
export function createPublicityContentService({
  db,
  clock,
  repository,
  moves,
  fraudTypes,
  mediaHosts,
}: {
  db: Db;
  clock: Clock;
  repository: PublicityRepository;
  moves: PublicityMoves;
  fraudTypes: FraudTypeDictionary;
  /** Where videos may stream from (MEDIA_HOSTS, the CSP's media-src). */
  mediaHosts: readonly string[];
}) {
  /** An item the caller may see (else 404) and manage (else 403). */
  async function managed(caller: Principal, id: string): Promise<PublicityContentRow> {
    if (!isSupervisingOffice(caller)) throw forbidden('仅市反诈中心和分局工作人员可发布宣传内容');
    const view = await repository.content(id, caller.orgPath, caller.orgPath);
    if (!view) throw contentNotFound();
    if (!mayManage(caller, view.row)) throw forbidden('只能修改本单位及下级发布的宣传内容');
    return view.row;
  }

  /** Tags must name known fraud types (read before any transaction: the dictionary uses the pool). */
  async function checkTags(form: ContentForm) {
    const known = await fraudTypes.entries();
    if (form.fraudTypeCodes.some((code) => !known.has(code)))
      throw badRequest('诈骗类型不存在，请重新选择', undefined, 'fraudTypeCodes');
  }

  /** A video elsewhere than the media hosts would be refused by the phone's CSP: refused here, saying where. */
  function checkVideoHost(form: ContentForm) {
    if (form.videoUrl && !isOnMediaHost(form.videoUrl, mediaHosts)) {
      const hosts = mediaHosts.map((host) => host.replace('https://', '')).join('、');
      throw badRequest(`视频地址须为已登记视频平台（${hosts}）的地址`, undefined, 'videoUrl');
    }
  }

  /** The form's columns; a new file is attached to the item (refused as a whole when not the caller's upload). */
  async function formValues(tx: Tx, caller: Principal, id: string, form: ContentForm, current?: PublicityContentRow) {
    const fileKey = form.attachments[0] ?? null;
    let fileName = current?.fileKey === fileKey ? current.fileName : null;
    if (fileKey && fileKey !== current?.fileKey) {
      await attachAttachments(tx, {
        keys: [fileKey],
        orgId: caller.orgId,
        owner: { type: 'publicity_content', id },
        now: clock.now(),
      });
      fileName = (await repository.fileNames(tx, [fileKey])).get(fileKey) ?? null;
    }
    return {
      kind: form.kind,
      category: form.category,
      title: form.title,
      summary: form.summary,
      body: form.body,
      fraudTypeCodes: [...new Set(form.fraudTypeCodes)],
      fileKey,
      fileName,
      coverKey: fileKey && fileName && isImageName(fileName) ? fileKey : null,
      videoUrl: form.videoUrl ?? null,
    };
  }

  return {
    async page(caller: Principal, query: ParsedQueryOf<E['contentPage']>): Promise<Page<PublicityContent>> {
      const names = await fraudTypes.entries();
      const filter = {
        callerPath: caller.orgPath,
        category: query.category,
        kind: query.kind,
        fraudTypeCode: query.fraudTypeCode,
      };
      return keysetPage(query, (slice) => repository.contentPage({ ...filter, ...slice }), {
        positionOf: (row) => ({ micros: row.micros, id: row.row.id }),
        present: (pageRows) => pageRows.map((row) => presentContent(row, names)),
      });
    },

    /** Readers see published items of their feed; managers also what they withdrew. */
    async info(caller: Principal, id: string) {
      const view = await repository.content(
        id,
        caller.orgPath,
        isSupervisingOffice(caller) ? caller.orgPath : undefined,
      );
      if (!view) throw contentNotFound();
      return presentContentDetail(view, await fraudTypes.entries(), mayManage(caller, view.row));
    },

    async typicalCases(caller: Principal, limit: number) {
      const [rows, names] = await Promise.all([
        repository.typicalCases(areaPathOf(caller.orgPath), limit),
        fraudTypes.entries(),
      ]);
      return rows.map((row) => presentTypicalCase(row, names));
    },

    /** One case of the caller's area (as the list): 404 for another district's, as if it did not exist. */
    async typicalCase(caller: Principal, id: string) {
      const [row, names] = await Promise.all([
        repository.typicalCase(id, areaPathOf(caller.orgPath)),
        fraudTypes.entries(),
      ]);
      if (!row) throw typicalCaseNotFound();
      return presentTypicalCaseDetail(row, names);
    },

    /** Publishes for the caller's subtree at once, its file attached in the same transaction. */
    async create(caller: Principal, form: ContentForm) {
      if (!isSupervisingOffice(caller)) throw forbidden('仅市反诈中心和分局工作人员可发布宣传内容');
      checkVideoHost(form);
      await checkTags(form);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const id = newId();
        const inserted = await repository.insertContent(tx, {
          id,
          ...(await formValues(tx, caller, id, form)),
          orgId: caller.orgId,
          orgPath: caller.orgPath,
          state: 'PUBLISHED',
          createdBy: caller.id,
          publishedAt: now,
          createdAt: now,
          updatedAt: now,
        });
        await moves.log(tx, caller, { type: 'publicity_content', id }, 'content.create', {
          from: null,
          to: 'PUBLISHED',
        });
        return inserted;
      });
      return change(row);
    },

    async update(caller: Principal, body: ParsedBodyOf<E['contentUpdate']>) {
      const current = await managed(caller, body.id);
      checkVideoHost(body);
      await checkTags(body);
      const row = await db.transaction(async (tx) => {
        const values = await formValues(tx, caller, current.id, body, current);
        return moves.moveContent(tx, caller, current, body.version, 'update', { ...values, updatedAt: clock.now() });
      });
      return change(row);
    },

    /** Withdrawn content leaves every feed at once; its publisher still sees it. */
    async withdraw(caller: Principal, body: ParsedBodyOf<E['contentWithdraw']>) {
      const current = await managed(caller, body.id);
      const row = await db.transaction((tx) =>
        moves.moveContent(tx, caller, current, body.version, 'withdraw', { updatedAt: clock.now() }),
      );
      return change(row);
    },
  };
}
export type PublicityContentService = ReturnType<typeof createPublicityContentService>;
