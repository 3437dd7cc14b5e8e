import { PATHS } from '../../config/routes';

/** The detail page serves both sides: `?id=` a receipt (the receiver), `?mailId=` a mail (the sender). */
export const senderDetailPath = (mailId: string): string => `${PATHS.mailDetail}?mailId=${encodeURIComponent(mailId)}`;
/** The organisation picker adds to a sent mail (补发) when given its id; otherwise it fills the compose draft. */
export const supplementPickerPath = (mailId: string): string =>
  `${PATHS.mailSelTargetOrg}?mailId=${encodeURIComponent(mailId)}`;
