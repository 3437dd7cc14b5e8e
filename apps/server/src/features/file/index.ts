// File storage, photo upload, single-use download tickets. Context: FileContext ({ db, clock, fileStorage }).
export { fileModule, type FileContext } from './file.module.ts';
export { createLocalFileStorage, type FileStorage } from './file-storage.ts';
export { attachAttachments, attachFeedbackPhotos, attachPhotos } from './file-attach.ts';
export { storeOrgFile, type OrgFile } from './org-file.ts';
export { registerFileOwners, type FileOwnerRule, type OwnedFile } from './file-owners.ts';
export { contentDisposition } from './file.rules.ts';
export { sendXlsx, streamedSheet, type XlsxFile } from './xlsx-export.ts';
export { detachFilesOf, filesOfOwner, type FileOwner } from './owned-files.ts';
// The stored_file table, read by the features that list their objects' files.
export { storedFile } from './file.table.ts';
