import { useEffect, useLayoutEffect, useState } from 'react';
import { createSubmitter, type SubmitOptions, type SubmitPhase, type Submitter } from './submitter';

export interface SubmitOnce<B> extends Pick<Submitter<B, unknown>, 'submit' | 'cancel'> {
  phase: SubmitPhase;
  /** Sending or waiting: the submit button shows loading and takes no tap. */
  isBusy: boolean;
}

/** A form's submission, sent once per user action (see createSubmitter); options may change every render. */
export function useSubmitOnce<B, A>(options: SubmitOptions<B, A>): SubmitOnce<B> {
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [submitter] = useState(() => createSubmitter(options, setPhase));
  useLayoutEffect(() => submitter.setOptions(options));
  useEffect(() => submitter.attach(), [submitter]);
  return { submit: submitter.submit, cancel: submitter.cancel, phase, isBusy: phase !== 'idle' };
}
