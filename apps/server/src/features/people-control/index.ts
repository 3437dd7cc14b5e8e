// People control 重点人员管控. Module context: PeopleControlContext = { db, clock, operationLog }.
export { peopleControlModule, type PeopleControlContext } from './people-control.module.ts';
export { controlVisitFigure } from './people-control.figures.ts';
export { controlVisitItems } from './people-control.work-items.ts';
