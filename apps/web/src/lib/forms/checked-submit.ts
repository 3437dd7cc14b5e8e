import { useState } from 'react';
import { showToast } from '../feedback';

/** What a form's shared rules answer: the body to send, or (without one) the problems per field. */
export interface Checked<B, P> {
  body?: B | null;
  problems?: P | null;
}

export type Problems = Partial<Record<string, string>>;

/**
 * A checked submit: a body goes to `submit`; without one the problems are shown at their fields
 * and the first is toasted.
 */
export function useCheckedSubmit<B, P extends Problems>(submit: (body: B) => void) {
  const [problems, setProblems] = useState<P>({} as P);
  const submitChecked = (checked: Checked<B, P>) => {
    if (checked.body) {
      setProblems({} as P);
      submit(checked.body);
      return;
    }
    const found = checked.problems ?? ({} as P);
    setProblems(found);
    showToast(Object.values(found).find(Boolean) ?? '请完善填写内容');
  };
  return { problems, setProblems, submitChecked };
}
