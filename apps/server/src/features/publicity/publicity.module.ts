import type { Clock } from '../../clock.ts';
import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import type { FraudTypeDictionary, HandledWarnings } from '../early-warning/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { Verification } from '../verification/index.ts';
import { createCasePublicityService } from './case-publicity.service.ts';
import { createPublicityContentService } from './publicity-content.service.ts';
import { createPublicityRecordService } from './publicity-record.service.ts';
import { createPublicityMoves } from './publicity.moves.ts';
import { createPublicityRepository } from './publicity.repository.ts';
import { publicityRoutes } from './publicity.routes.ts';
import { isCaseWithLoss } from './publicity.rules.ts';
import { publicityVerifiableKinds } from './publicity.verification.ts';
import { registerFileOwners } from '../file/index.ts';
import { PUBLICITY_FILE_OWNERS } from './publicity.file-owners.ts';

export interface PublicityContext {
  db: Db;
  clock: Clock;
  operationLog: OperationLog;
  fraudTypes: FraudTypeDictionary;
  verification: Verification;
  handledWarnings: HandledWarnings;
  /** Where the library's videos may stream from (MEDIA_HOSTS). */
  mediaHosts: string[];
}

/**
 * Publicity 宣防: the 全民反诈 feed and typical cases, publicity records and 一案一宣, both verified
 * through the shared verification; a handled warning with a loss opens its community's 一案一宣.
 */
export const publicityModule = defineModule<PublicityContext>({
  name: 'publicity',
  register(app, { db, clock, operationLog, fraudTypes, verification, handledWarnings, mediaHosts }) {
    registerFileOwners(...PUBLICITY_FILE_OWNERS);
    const repository = createPublicityRepository({ db });
    const moves = createPublicityMoves({ operationLog });
    const cases = createCasePublicityService({ db, clock, repository, moves, verification, fraudTypes });
    publicityRoutes(app, {
      content: createPublicityContentService({ db, clock, repository, moves, fraudTypes, mediaHosts }),
      records: createPublicityRecordService({ db, clock, repository, moves, verification }),
      cases,
    });
    for (const kind of publicityVerifiableKinds({ clock, repository, moves, fraudTypes })) {
      verification.verifiableKinds.register(kind);
    }
    handledWarnings.register(async (tx, handled) => {
      if (!isCaseWithLoss(handled)) return;
      await cases.openForCase(
        tx,
        {
          warningId: handled.warningId,
          orgId: handled.orgId,
          fraudTypeCode: handled.fraudTypeCode,
          amountLost: handled.amountLost ?? '0',
          caseAt: handled.handledAt,
        },
        handled.by,
      );
    });
  },
});
