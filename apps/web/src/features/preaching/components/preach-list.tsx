import { useState } from 'react';
import { Button, CapsuleTabs, Popup } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { PREACH_LIST_FILTERS, type PreachAppointment, type PreachListFilter } from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { queryState } from '../../../components/query-state';
import { PATHS } from '../../../config/routes';
import { openPage, withId } from '../../../lib/navigation';
import { selectIsOrgAdmin, useSession } from '../../../lib/session/session.store';
import { fetchPreachPage, preachingKeys, unitPreachCodeQuery } from '../api/preaching.queries';
import { AppointmentCard } from './appointment-card';
import { PreachQr } from './preach-qr';
import styles from './preaching.module.css';

const FILTERS = Object.entries(PREACH_LIST_FILTERS) as [PreachListFilter, string][];

/** The organisation's booking QR code, in a popup: units scan it to request a session. */
function UnitCodePopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const code = useQuery(unitPreachCodeQuery(visible));
  const state = queryState(code);
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ minHeight: '50vh' }}>
      {state.view ?? (
        <PreachQr path={state.data.path} code={state.data.code} caption={`${state.data.ownerName}宣讲预约码`} />
      )}
    </Popup>
  );
}

/** 宣讲预约: my sessions (guards) or my area's (admins, oa staff), by state, newest first. */
export function PreachList() {
  const [filter, setFilter] = useState<PreachListFilter>('ALL');
  const [showsCode, setShowsCode] = useState(false);
  const isOrgAdmin = useSession(selectIsOrgAdmin);
  const isGuard = useSession((state) => state.loginType === 'guard');
  return (
    <>
      <div className={styles.actions}>
        {isOrgAdmin ? (
          <Button size="small" data-testid="preach-unit-code" onClick={() => setShowsCode(true)}>
            预约二维码
          </Button>
        ) : null}
        {isGuard ? (
          <>
            <Button size="small" data-testid="preach-overview" onClick={() => openPage(PATHS.guardDefendDetail)}>
              宣讲概况
            </Button>
            <Button size="small" color="primary" data-testid="preach-new" onClick={() => openPage(PATHS.preachCreate)}>
              新增宣讲
            </Button>
          </>
        ) : null}
      </div>
      <CapsuleTabs activeKey={filter} onChange={(key) => setFilter(key as PreachListFilter)}>
        {FILTERS.map(([key, title]) => (
          <CapsuleTabs.Tab key={key} title={<span data-testid={`preach-filter-${key}`}>{title}</span>} />
        ))}
      </CapsuleTabs>
      <InfiniteList<PreachAppointment>
        queryKey={preachingKeys.list(filter, false)}
        fetchPage={(cursor) => fetchPreachPage(filter, false, cursor)}
        itemKey={(appointment) => appointment.id}
        emptyText="暂无宣讲预约"
        header={(total, isCapped) => (
          <div className={styles.actions}>
            共 {total}
            {isCapped ? '+' : ''} 场
          </div>
        )}
        renderItem={(appointment) => (
          <AppointmentCard
            appointment={appointment}
            onOpen={() => openPage(withId(PATHS.preachDetail, appointment.id))}
          />
        )}
        testId="preach-list"
      />
      <UnitCodePopup visible={showsCode} onClose={() => setShowsCode(false)} />
    </>
  );
}
