import { useEffect, useState } from 'react';
import { fileUrlOf } from './file.api';

/**
 * Preview URLs of uploaded photos by storage key. A photo chosen in this page life shows from its
 * local object URL; one restored from a draft after a reload (object URLs die with the document)
 * is fetched back from the server, which lets the uploader see their own unattached upload.
 */
const previewUrlByKey = new Map<string, string>();

export const rememberLocalPreview = (key: string, file: Blob): void => {
  previewUrlByKey.set(key, URL.createObjectURL(file));
};

const nameOfKey = (key: string): string => key.slice(key.lastIndexOf('/') + 1) || key;

export function usePhotoPreviewUrls(keys: readonly string[]): ReadonlyMap<string, string> {
  const [, setResolved] = useState(0);
  const missing = keys.filter((key) => !previewUrlByKey.has(key)).join('\n');
  useEffect(() => {
    if (!missing) return;
    let isCurrent = true;
    for (const key of missing.split('\n')) {
      fileUrlOf({ url: key, name: nameOfKey(key) })
        .then((url) => {
          previewUrlByKey.set(key, url);
          if (isCurrent) setResolved((n) => n + 1);
        })
        // An unreachable preview leaves the placeholder; the key is still sent with the form.
        .catch(() => undefined);
    }
    return () => {
      isCurrent = false;
    };
  }, [missing]);
  return previewUrlByKey;
}
