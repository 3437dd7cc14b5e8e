import { useState } from 'react';
import { Button, Card, CapsuleTabs, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import {
  PUBLICITY_RECORD_STATES,
  PUBLICITY_RECORD_TYPES,
  type PublicityRecord,
  type PublicityRecordState,
  type PublicityScope,
} from '@afp/contract';
import { goBack } from '../../../components/go-back';
import { fieldRow } from '../../../components/field-row';
import { PlaceText } from '../../../components/place-text';
import { InfiniteList } from '../../../components/infinite-list';
import { HeaderButton } from '../../../components/header-button';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { PATHS } from '../../../config/routes';
import { formatDateTime } from '../../../lib/date-time';
import { draftKeyOf } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { navigateTo, openPage, withId } from '../../../lib/navigation';
import { useSession } from '../../../lib/session/session.store';
import { FeedbackPhotos } from '../../file';
import { VerificationStatus } from '../../verification';
import { fetchRecordPage, publicityKeys, recordQuery, recordSummaryQuery } from '../api/publicity.queries';
import { useCreateRecord, useResubmitRecord } from '../api/publicity.mutations';
import { FigureRow } from '../components/figure-row';
import { RecordCard } from '../components/record-card';
import { RecordFormView } from '../components/record-form';
import { EMPTY_RECORD_FORM, recordFormOf, stateColor } from '../publicity.rules';
import styles from './publicity.page.module.css';

type StateTab = PublicityRecordState | 'ALL';
const STATE_TABS: [StateTab, string][] = [
  ['ALL', '全部'],
  ...(Object.entries(PUBLICITY_RECORD_STATES) as [StateTab, string][]),
];
type RecordSummary = Record<'records' | 'verified' | 'audience' | 'appInstalls', number>;
const summaryFigures = ({ records, verified, audience, appInstalls }: RecordSummary) =>
  [
    ['记录', records],
    ['已核查', verified],
    ['受众', audience],
    ['装APP', appInstalls],
  ] as const;

/**
 * 宣防记录 (one spec route): my and my team's records with their figures; `?create=1` records a
 * session, `?id=` shows one, `?id=&edit=1` fixes a refused one and resubmits it.
 */
export default function PublicityRecordPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  if (searchParams.get('create')) return <CreateRecord />;
  if (id && searchParams.get('edit')) return <ResubmitRecord id={id} />;
  if (id) return <RecordDetail id={id} />;
  return <RecordList />;
}

function RecordList() {
  const isGuard = useSession((state) => state.loginType === 'guard');
  const [scope, setScope] = useState<PublicityScope>('mine');
  const [stateTab, setStateTab] = useState<StateTab>('ALL');
  const summary = useQuery(recordSummaryQuery(scope));
  return (
    <PageShell
      right={
        isGuard ? (
          <HeaderButton testId="record-create" onClick={() => void navigateTo(`${PATHS.publicityRecord}?create=1`)}>
            新增
          </HeaderButton>
        ) : null
      }
    >
      <CapsuleTabs activeKey={scope} onChange={(key) => setScope(key as PublicityScope)}>
        <CapsuleTabs.Tab key="mine" title={<span data-testid="record-scope-mine">我的记录</span>} />
        <CapsuleTabs.Tab key="team" title={<span data-testid="record-scope-team">本队记录</span>} />
      </CapsuleTabs>
      {summary.data ? <FigureRow figures={summaryFigures(summary.data)} testId="record-summary" /> : null}
      <CapsuleTabs activeKey={stateTab} onChange={(key) => setStateTab(key as StateTab)}>
        {STATE_TABS.map(([key, title]) => (
          <CapsuleTabs.Tab key={key} title={<span data-testid={`record-state-${key}`}>{title}</span>} />
        ))}
      </CapsuleTabs>
      <InfiniteList<PublicityRecord>
        queryKey={publicityKeys.recordList(scope, stateTab)}
        fetchPage={(cursor) => fetchRecordPage(scope, stateTab, cursor)}
        itemKey={(record) => record.id}
        emptyText="暂无宣防记录"
        header={(total, isCapped) => (
          <div className={styles.notice}>
            共 {total}
            {isCapped ? '+' : ''} 条
          </div>
        )}
        renderItem={(record) => (
          <RecordCard record={record} onOpen={() => openPage(withId(PATHS.publicityRecord, record.id))} />
        )}
        testId="record-list"
      />
    </PageShell>
  );
}

function RecordDetail({ id }: { id: string }) {
  const record = useQuery(recordQuery(id));
  const state = queryState(record);
  if (state.view) return <PageShell>{state.view}</PageShell>;
  const item = state.data;
  return (
    <PageShell>
      <Card
        className={styles.facts}
        title={PUBLICITY_RECORD_TYPES[item.type]}
        extra={
          <Tag color={stateColor(item.state)} data-testid="record-state">
            {PUBLICITY_RECORD_STATES[item.state]}
          </Tag>
        }
        data-testid="record-detail"
      >
        {fieldRow('卫士', `${item.guardName}（${item.orgName}）`)}
        {fieldRow('时间', formatDateTime(item.occurredAt))}
        {fieldRow('地点', <PlaceText place={item} />)}
        {fieldRow('受众人数', `${item.audience}人`)}
        {fieldRow('发放资料', `${item.flyers}份`)}
        {fieldRow('安装反诈APP', `${item.appInstalls}人`)}
        {item.remark ? fieldRow('备注', item.remark) : null}
        {item.verifiedAt ? fieldRow('核查时间', formatDateTime(item.verifiedAt)) : null}
        {item.refuseReason && item.state === 'REFUSED' ? fieldRow('退回原因', item.refuseReason) : null}
        <FeedbackPhotos keys={item.photos} />
      </Card>
      <VerificationStatus kind="publicity_record" subjectId={item.id} />
      {item.mayResubmit ? (
        <div className={styles.actions}>
          <Button
            block
            color="primary"
            data-testid="record-edit"
            onClick={() => void navigateTo(`${withId(PATHS.publicityRecord, id)}&edit=1`)}
          >
            修改并重新提交
          </Button>
        </div>
      ) : null}
    </PageShell>
  );
}

function CreateRecord() {
  const create = useCreateRecord();
  return (
    <PageShell title="新增宣防记录">
      <RecordFormView
        draftKey={draftKeyOf('publicity-record', 'new')}
        empty={EMPTY_RECORD_FORM}
        submitText="提交核查"
        send={(body, idempotencyKey) => create.mutateAsync({ body, idempotencyKey })}
        onSent={() => {
          showToast('已提交，等待核查');
          goBack();
        }}
      />
    </PageShell>
  );
}

function ResubmitRecord({ id }: { id: string }) {
  const record = useQuery(recordQuery(id));
  const resubmit = useResubmitRecord();
  const state = queryState(record);
  if (state.view) return <PageShell>{state.view}</PageShell>;
  const item = state.data;
  return (
    <PageShell title="修改宣防记录">
      <RecordFormView
        draftKey={draftKeyOf('publicity-record', `${id}:${item.version}`)}
        empty={recordFormOf(item)}
        refuseReason={item.refuseReason}
        submitText="重新提交"
        send={(body, idempotencyKey) =>
          resubmit.mutateAsync({ body: { ...body, id, version: item.version }, idempotencyKey })
        }
        onSent={() => {
          showToast('已重新提交，等待核查');
          goBack();
        }}
      />
    </PageShell>
  );
}
