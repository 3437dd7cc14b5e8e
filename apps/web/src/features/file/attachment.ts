/** An uploaded attachment as a form keeps it: plain data a draft can hold. */
export interface AttachmentRef {
  key: string;
  name: string;
  size: number;
}

/** File size for people: 12 KB, 3.4 MB. */
export const sizeText = (bytes: number): string =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
