import type { ReactNode } from 'react';
import { Card, Skeleton } from 'antd-mobile';
import styles from './profile-card.module.css';

/** The signed-in user's card at the top of a home page: name, then what the page adds (org, roles). */
export function ProfileCard(props: {
  name: string;
  testId: string;
  isLoading?: boolean;
  /** The name's slot for index.html's first-screen script (`data-first-screen`), on a prerendered home. */
  firstScreen?: string;
  children?: ReactNode;
}) {
  return (
    <Card className={styles.card}>
      {props.isLoading ? (
        <Skeleton.Paragraph lineCount={2} animated />
      ) : (
        <>
          <div className={styles.name} data-testid={props.testId} data-first-screen={props.firstScreen}>
            {props.name}
          </div>
          {props.children}
        </>
      )}
    </Card>
  );
}

/** A plain card with the home pages' margins and radius. */
export const homeCardClass = styles.card;
