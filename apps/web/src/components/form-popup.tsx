import type { ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import { DraftFormFooter } from '../lib/forms';
import { SubmitWaitingBanner } from '../lib/outbox';
import styles from './form-popup.module.css';

/** A form rising from the bottom of the page under its title; a tap beside it closes it. */
export function FormPopup({
  title,
  visible,
  onClose,
  children,
}: {
  title: string;
  visible: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.popup} destroyOnClose>
      <div className={styles.title}>{title}</div>
      {children}
    </Popup>
  );
}

/**
 * A draft form (the handle from `useDraftForm`) in a `FormPopup`: the waiting banner above its fields,
 * 清除草稿 and the main action below them.
 */
export function DraftFormPopup({
  texts,
  visible,
  onClose,
  form,
  children,
}: {
  /** The popup's title, and its main action's text and test id. */
  texts: { title: string; submitText: string; submitTestId: string };
  visible: boolean;
  onClose: () => void;
  form: Parameters<typeof DraftFormFooter>[0]['form'] & {
    submission: Parameters<typeof SubmitWaitingBanner>[0]['submission'];
    submitChecked: () => void;
  };
  children: ReactNode;
}) {
  return (
    <FormPopup title={texts.title} visible={visible} onClose={onClose}>
      <SubmitWaitingBanner submission={form.submission} />
      {children}
      <DraftFormFooter form={form} testId={texts.submitTestId} onSubmit={form.submitChecked}>
        {texts.submitText}
      </DraftFormFooter>
    </FormPopup>
  );
}
