export { fieldProblem, optionsOf } from './field-problem';
export { useDraftForm, type Checked } from './use-draft-form';
