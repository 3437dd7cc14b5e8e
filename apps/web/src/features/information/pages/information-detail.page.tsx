import type { ReactNode } from 'react';
import { Button, List, Space, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { ASSIGNMENT_STATES, WARNING_KINDS, WARNING_SOURCES, type WarningDetail } from '@afp/contract';
import { PATHS } from '../../../config/routes';
import { openPage, withId } from '../../../lib/navigation';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/date-time';
import { warningDetailQuery, WarningLevelTag, MISSING_WARNING_ID } from '../../early-warning';
import styles from './information-detail.page.module.css';

const item = (label: string, value: ReactNode) => <List.Item extra={value ?? '-'}>{label}</List.Item>;

function kindRows(warning: WarningDetail) {
  switch (warning.kind) {
    case 'phone':
      return (
        <>
          {item('嫌疑号码', warning.suspectPhone)}
          {item('通话次数', warning.callCount)}
          {item('通话时长', warning.callDurationSeconds === null ? null : `${warning.callDurationSeconds}秒`)}
        </>
      );
    case 'net':
      return item('涉诈网址', warning.netUrl);
    case 'fund':
      return (
        <>
          {item('涉诈账户', warning.suspectAccount)}
          {item('涉及金额', warning.fundAmount === null ? null : `${warning.fundAmount}元`)}
        </>
      );
  }
}

/** 详情 of an information-query hit: the warning as the info endpoint shows it. */
export default function InformationDetailPage() {
  const [searchParams] = useSearchParams();
  const assignmentId = searchParams.get('id') ?? '';
  const warningState = queryState(useQuery(warningDetailQuery(assignmentId)), {
    isMissing: !assignmentId,
    missingTitle: MISSING_WARNING_ID,
  });
  if (warningState.view) return <PageShell>{warningState.view}</PageShell>;

  const warning = warningState.data;
  return (
    <PageShell>
      <div data-testid="information-detail" data-is-whole={warning.isWhole}>
        <List header="预警信息" mode="card">
          {item('预警编号', warning.warningNo)}
          {item('预警等级', <WarningLevelTag level={warning.level} />)}
          {item('预警类型', WARNING_KINDS[warning.kind])}
          {item('预警来源', WARNING_SOURCES[warning.source] ?? warning.source)}
          {item('诈骗类型', warning.fraudTypeName)}
          {item('当前状态', ASSIGNMENT_STATES[warning.state] ?? warning.state)}
          {item('处置单位', warning.orgName)}
          {item('推送时间', formatDateTime(warning.pushedAt))}
          {item('签收时限', formatDateTime(warning.signDeadline))}
          {warning.isOverdue ? item('是否超时', <Tag color="danger">已超时</Tag>) : null}
        </List>
        <List
          header={
            <Space>
              受害人信息
              {warning.isWhole ? null : (
                <Tag color="default" fill="outline">
                  已脱敏
                </Tag>
              )}
            </Space>
          }
          mode="card"
        >
          {item('姓名', warning.victimName)}
          {item('手机号', <span data-testid="information-detail-phone">{warning.victimPhone || '-'}</span>)}
          {item('身份证号', warning.victimIdNumber)}
          {item('银行卡号', warning.victimBankCard)}
          {item('住址', warning.victimAddress)}
        </List>
        <List header={WARNING_KINDS[warning.kind]} mode="card">
          {kindRows(warning)}
          {item('关联案件', warning.linkedCaseNo)}
        </List>
        <div className={styles.actions}>
          <Button
            block
            color="primary"
            data-testid="information-open-warning"
            onClick={() => openPage(withId(PATHS.earlyWarningDetail, warning.assignmentId))}
          >
            查看预警详情
          </Button>
          <Button block fill="outline" onClick={() => openPage(withId(PATHS.transferLog, warning.assignmentId))}>
            移交日志
          </Button>
        </div>
      </div>
    </PageShell>
  );
}
