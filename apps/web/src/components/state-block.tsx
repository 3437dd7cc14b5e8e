import type { ReactNode } from 'react';
import { ErrorBlock } from 'antd-mobile';
import styles from './state-block.module.css';

/** antd-mobile's pictures: nothing here, no connection, service busy, something went wrong. */
export type Illustration = 'empty' | 'disconnected' | 'busy' | 'default';

interface Props {
  illustration: Illustration;
  title: string;
  description?: ReactNode;
  fullPage?: boolean;
  testId?: string;
  /** The ways on (retry, 返回 …), side by side below the text. */
  children?: ReactNode;
}

/** A state shown in place of content — empty, failed, missing — with a fitting picture and the ways on. */
export function StateBlock({ illustration, title, description = '', fullPage, testId, children }: Props) {
  return (
    <ErrorBlock
      status={illustration}
      title={title}
      description={description}
      fullPage={fullPage}
      data-testid={testId}
      data-illustration={illustration}
    >
      {children ? <div className={styles.actions}>{children}</div> : null}
    </ErrorBlock>
  );
}
