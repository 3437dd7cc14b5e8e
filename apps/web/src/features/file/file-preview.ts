import { MESSAGES, previewKindOf } from '@afp/contract';
import type { WorkplaceApp } from '../../lib/workplace-app';
import type { FileRef } from './file.api';

export type PreviewAction = 'workplace-doc' | 'open-url' | 'image' | 'unsupported';

/** Which preview a file gets (spec §5): documents in the workplace app when there is one. */
export function decidePreview(name: string, isWorkplaceAvailable: boolean): PreviewAction {
  const kind = previewKindOf(name);
  if (kind === 'document') return isWorkplaceAvailable ? 'workplace-doc' : 'open-url';
  return kind;
}

export interface PreviewDeps {
  workplaceApp: Pick<WorkplaceApp, 'isAvailable' | 'previewDoc'>;
  configure: () => Promise<boolean>;
  fileUrlOf: (file: FileRef) => Promise<string>;
  openUrl: (url: string) => void;
  showImage: (url: string) => void;
  toast: (message: string) => void;
}

/** Previews a file; every failure ends in the spec's toast, never in an exception. */
export async function previewFile(file: FileRef, deps: PreviewDeps): Promise<PreviewAction> {
  const action = decidePreview(file.name, deps.workplaceApp.isAvailable);
  try {
    switch (action) {
      case 'unsupported':
        deps.toast(MESSAGES.previewUnsupported);
        break;
      case 'image':
        deps.showImage(await deps.fileUrlOf(file));
        break;
      case 'workplace-doc': {
        const url = await deps.fileUrlOf(file);
        // previewDoc needs an authorised JS API; without it the inline URL still works.
        if (await deps.configure())
          await deps.workplaceApp.previewDoc({ url: new URL(url, window.location.href).href, name: file.name });
        else deps.openUrl(url);
        break;
      }
      case 'open-url':
        deps.openUrl(await deps.fileUrlOf(file));
        break;
    }
  } catch {
    deps.toast(action === 'image' ? MESSAGES.imagePreviewFailed : MESSAGES.filePreviewFailed);
  }
  return action;
}
