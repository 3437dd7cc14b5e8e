export { DraftFormFooter } from './draft-form-footer';
export { fieldProblem, optionsOf } from './field-problem';
export { FormCard } from './form-card';
export { problemsShown, useFieldProblems } from './field-problems';
export { SelectField, SelectItem, type SelectOption } from './select-field';
export { TextAreaField, TextField, type FieldBinding } from './text-field';
export { useDraftForm, type Checked } from './use-draft-form';
export { usePublicForm } from './use-public-form';
