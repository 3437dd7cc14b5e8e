// State moves of every workflow (warning assignments aside, see core/assignment): a transition table
// declared once per workflow (`defineWorkflow`), `move` / `moveAll` doing the versioned UPDATE in
// SQL, the operation-log row and the 409 answers, and `updateVersioned` for rows that have a version
// but no state (a resident's tags, a profile).
export {
  defineWorkflow,
  move,
  moveAll,
  type MoveOptions,
  type Mover,
  type StateMove,
  type Workflow,
  type WorkflowDeclaration,
  type WorkflowTable,
} from './workflow.ts';
export { updateVersioned, type VersionedTable } from './versioned-update.ts';
