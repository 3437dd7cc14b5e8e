import { showToast } from '../feedback';
import { useFieldProblems, type Problems } from './field-problems';

export type { Problems } from './field-problems';

/** What a form's shared rules answer: the body to send, or (without one) the problems per field. */
export interface Checked<B, P> {
  body?: B | null;
  problems?: P | null;
}

/**
 * A checked submit: the input checked by the feature's rules goes to `submit`; without a body the
 * problems are shown at their fields (and follow the input from then on) and the first is toasted.
 */
export function useCheckedSubmit<F, B, P extends Problems>(
  form: F,
  check: (form: F) => Checked<B, P>,
  submit: (body: B) => void,
) {
  const { problems, reveal, hide } = useFieldProblems<P>(() => check(form).problems);
  const submitChecked = () => {
    const checked = check(form);
    if (checked.body) {
      hide();
      submit(checked.body);
      return;
    }
    reveal();
    showToast(Object.values(checked.problems ?? {}).find(Boolean) ?? '请完善填写内容');
  };
  return { problems, hideProblems: hide, submitChecked };
}
