// Resident population 实有人口. Module context: PopulationContext = { db, clock, operationLog, personKeyOf }.
export { populationModule, type PopulationContext } from './population.module.ts';
export { resident, type ResidentRow } from './population.table.ts';
export { residentsIn } from './population.figures.ts';
