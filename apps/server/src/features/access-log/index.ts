// Who saw personal data whole, and every information query. No routes, no module.
export { accessLog } from './access-log.table.ts';
export { createAccessLog, type AccessEntry, type AccessLog } from './access-log.service.ts';
