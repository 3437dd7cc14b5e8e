import { ImageViewer } from 'antd-mobile';
import { showToast } from '../../lib/feedback';
import { configureWorkplaceApp, getWorkplaceApp } from '../../lib/workplace-app';
import { fileUrlOf, type FileRef } from './file.api';
import { previewFile } from './file-preview';

/** Previews a file with the real workplace app, ImageViewer and toasts. */
export function openFilePreview(file: FileRef) {
  const workplaceApp = getWorkplaceApp();
  return previewFile(file, {
    workplaceApp,
    configure: () => configureWorkplaceApp(workplaceApp),
    fileUrlOf,
    openUrl: (url) => window.open(url, '_blank'),
    showImage: (image) => ImageViewer.show({ image }),
    toast: showToast,
  });
}
