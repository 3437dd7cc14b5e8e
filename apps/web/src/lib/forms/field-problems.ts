import { useState } from 'react';

export type Problems = Partial<Record<string, string>>;

/**
 * The one rule for what a form shows at its fields: nothing until the first tap on submit; from
 * then on the problems of the input as it is now, so a fixed field's message goes the moment its
 * value is valid (and a field emptied again says so) without another tap.
 */
export function problemsShown<P extends Problems>(hasTriedSubmit: boolean, problemsNow: () => P | null | undefined): P {
  return (hasTriedSubmit ? problemsNow() : undefined) ?? ({} as P);
}

/** A form's shown problems by that rule: `reveal` on a refused submit, `hide` once sent or discarded. */
export function useFieldProblems<P extends Problems>(problemsNow: () => P | null | undefined) {
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  return {
    problems: problemsShown(hasTriedSubmit, problemsNow),
    reveal: () => setHasTriedSubmit(true),
    hide: () => setHasTriedSubmit(false),
  };
}
