// Gullible groups 易受骗人群. Module context: GullibleContext = { db, clock, operationLog, personKeyOf, fraudTypes }.
export { gullibleModule, type GullibleContext } from './gullible.module.ts';
export { gulliblePerson, type GulliblePersonRow } from './gullible.table.ts';
