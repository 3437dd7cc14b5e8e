import type { ReactNode } from 'react';
import { Form } from 'antd-mobile';
import { SubmitWaitingBanner, type SubmitOnce } from '../outbox';

/**
 * The body of a field form: the banner while a submission waits for the network, then the fields
 * in one card, labels above them.
 */
export function FormCard({
  submission,
  children,
}: {
  submission: Pick<SubmitOnce<unknown>, 'phase' | 'cancel'>;
  children: ReactNode;
}) {
  return (
    <>
      <SubmitWaitingBanner submission={submission} />
      <Form layout="vertical" mode="card">
        {children}
      </Form>
    </>
  );
}
