// Information query 信息查询. Module context: InformationContext = { db, clock }.
export { informationModule, type InformationContext } from './information.module.ts';
