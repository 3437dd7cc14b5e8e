import type { ReactNode } from 'react';
import { Card, Tag } from 'antd-mobile';
import { PREACH_AUDIENCE_TYPES, PREACH_SOURCES, PREACH_TOPICS, type PreachAppointment } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { formatDateTime } from '../../../lib/date-time';
import { PreachStateTag } from './preach-state-tag';
import styles from './preaching.module.css';

export const topicsText = (topics: readonly (keyof typeof PREACH_TOPICS)[]): string =>
  topics.map((topic) => PREACH_TOPICS[topic]).join('、');

/** One session in a list: unit, time, place, audience, topics; contact masked by the server. */
export function AppointmentCard({
  appointment,
  onOpen,
  children,
}: {
  appointment: PreachAppointment;
  onOpen?: () => void;
  children?: ReactNode;
}) {
  return (
    <Card
      className={styles.card}
      data-testid={`preach-${appointment.id}`}
      data-state={appointment.state}
      onBodyClick={onOpen}
      onHeaderClick={onOpen}
      title={
        <span className={styles.title}>
          {appointment.applicantUnit}
          <PreachStateTag state={appointment.state} />
          {appointment.source === 'SELF' ? (
            <Tag color="default" fill="outline">
              {PREACH_SOURCES.SELF}
            </Tag>
          ) : null}
        </span>
      }
    >
      <div className={styles.fields}>
        {fieldRow('宣讲时间', formatDateTime(appointment.startsAt))}
        {fieldRow('宣讲地址', appointment.address)}
        {fieldRow('受众', `${PREACH_AUDIENCE_TYPES[appointment.audienceType]}，预计${appointment.expectedAudience}人`)}
        {fieldRow('宣讲主题', topicsText(appointment.topics))}
        {fieldRow('联系人', `${appointment.contactName} ${appointment.contactPhone}`)}
        {fieldRow('承接单位', appointment.orgName)}
        {fieldRow('宣讲卫士', appointment.guardName ?? '待分配')}
        {appointment.audienceCount !== null ? fieldRow('实到人数', `${appointment.audienceCount}人`) : null}
      </div>
      {children}
    </Card>
  );
}
