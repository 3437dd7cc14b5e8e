import type { Clock } from '../../clock.ts';
import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from './file-storage.ts';
import { registerFileOwners } from './file-owners.ts';
import { createFileUpload } from './file-upload.ts';
import { createDownloadTicketRepository } from './file.repository.ts';
import { fileRoutes } from './file.routes.ts';
import { createFileService } from './file.service.ts';
import { ORG_FILES } from './org-file.ts';
import { createStoredFileRepository } from './stored-file.repository.ts';

export interface FileContext {
  db: Db;
  clock: Clock;
  fileStorage: FileStorage;
}

export const fileModule = defineModule<FileContext>({
  name: 'file',
  register(app, { db, clock, fileStorage: storage }) {
    registerFileOwners(ORG_FILES);
    const files = createStoredFileRepository({ db });
    fileRoutes(app, {
      files: createFileService({ db, tickets: createDownloadTicketRepository({ db }), files, clock, storage }),
      upload: createFileUpload({ db, storage, files, clock }),
    });
  },
});
