import type { GullibleDetail } from '@afp/contract';
import { draftKeyOf } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { useDraftForm, type Checked } from '../../../lib/forms';

/** What a popup form about one person is given by its page. */
export interface PersonPopupProps {
  person: GullibleDetail;
  visible: boolean;
  onClose: () => void;
}

/**
 * A popup form about one person (visit, risk): kept as a draft per person, checked by the feature's
 * rules at the person's version, sent once; when answered, its toast and the popup closes.
 */
export function usePersonForm<F extends object, B>({
  draftName,
  person,
  empty,
  check,
  send,
  doneText,
  onClose,
}: {
  draftName: string;
  person: GullibleDetail;
  empty: F;
  check: (person: GullibleDetail, form: F) => Checked<B, Partial<Record<keyof F, string>>>;
  send: (input: { body: B; idempotencyKey: string }) => Promise<unknown>;
  doneText: string;
  onClose: () => void;
}) {
  return useDraftForm({
    draftKey: draftKeyOf(draftName, person.id),
    empty,
    check: (input: F) => check(person, input),
    send: (body: B, idempotencyKey) => send({ body, idempotencyKey }),
    onSent: () => {
      showToast(doneText);
      onClose();
    },
  });
}
