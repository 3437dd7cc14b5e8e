import type { ReactNode } from 'react';
import { Form } from 'antd-mobile';
import { SubmitWaitingBanner, type SubmitOnce } from '../outbox';

/**
 * The body of a field form: the banner while a submission waits for the network, what the form is
 * about (`intro`: the warning, the preacher …), then the fields in one card, labels above them.
 */
export function FormCard({
  submission,
  intro,
  children,
}: {
  submission: Pick<SubmitOnce<unknown>, 'phase' | 'cancel'>;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <SubmitWaitingBanner submission={submission} />
      {intro}
      <Form layout="vertical" mode="card">
        {children}
      </Form>
    </>
  );
}
