import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import styles from './submit-footer.module.css';

/** A form page's main action: full width under the form, clear of the phone's bottom edge. */
export function SubmitFooter({
  testId,
  isSubmitting,
  onSubmit,
  children,
}: {
  testId: string;
  isSubmitting: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <div className={styles.footer}>
      <Button block color="primary" size="large" data-testid={testId} loading={isSubmitting} onClick={onSubmit}>
        {children}
      </Button>
    </div>
  );
}
