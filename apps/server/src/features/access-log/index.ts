// Who saw personal data whole, and every information query: written by each feature through
// createAccessLog (an audit chain, core/audit); read by the centre through its one route.
export { accessLog } from './access-log.table.ts';
export { accessLogModule, type AccessLogContext } from './access-log.module.ts';
export { createAccessLog, type AccessEntry, type AccessLog, type ViewedSubject } from './access-log.service.ts';
