// Resident population 实有人口. Module context: PopulationContext = { db, clock, operationLog, personKeyOf }.
export { populationModule, type PopulationContext } from './population.module.ts';
export { resident, residentFigure, type ResidentRow } from './population.table.ts';
export { rebuildResidentFigures, residentCountsIn, residentsIn } from './population.figures.ts';
