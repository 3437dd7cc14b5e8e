import { useState } from 'react';
import { SearchBar } from 'antd-mobile';
import { useLocation, useSearchParams } from '../../../lib/router';
import type { WarningRecord } from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { PageShell } from '../../../components/page-shell';
import { showToast } from '../../../lib/feedback';
import { navigateTo } from '../../../lib/navigation';
import { fetchInformationPage, informationKeys } from '../api/information.queries';
import { WarningSummary } from '../../early-warning';
import { checkInformationKeyword, detailPathFor } from '../information.rules';
import styles from './information-list.page.module.css';

export const INFORMATION_HINT = '按手机号、身份证号或姓名查询，每次查询都会记录';

/** 信息查询: search warnings of the caller's subtree by phone, ID number or name. */
export default function InformationListPage() {
  const { pathname } = useLocation();
  // The submitted keyword lives in the URL so coming back from a detail shows the same results.
  const [searchParams, setSearchParams] = useSearchParams();
  const keyword = searchParams.get('keyword') ?? '';
  const [draft, setDraft] = useState(keyword);

  const handleSearch = (raw: string) => {
    const check = checkInformationKeyword(raw);
    if (!check.ok) {
      showToast(check.message);
      return;
    }
    setSearchParams({ keyword: check.keyword }, { replace: true });
  };

  const handleOpen = (record: WarningRecord) =>
    navigateTo(`${detailPathFor(pathname)}?id=${encodeURIComponent(record.assignmentId)}`);

  return (
    <PageShell>
      <div className={styles.search}>
        <SearchBar
          data-testid="information-search"
          placeholder="手机号 / 身份证号 / 姓名"
          value={draft}
          onChange={setDraft}
          onSearch={handleSearch}
          onClear={() => setSearchParams({}, { replace: true })}
          showCancelButton={() => draft.length > 0}
          cancelText="搜索"
          clearOnCancel={false}
          onCancel={() => handleSearch(draft)}
        />
        <div data-testid="information-hint" className={styles.hint}>
          {INFORMATION_HINT}
        </div>
      </div>
      {keyword ? (
        <InfiniteList<WarningRecord>
          queryKey={informationKeys.page(keyword)}
          fetchPage={(cursor) => fetchInformationPage(keyword, cursor)}
          itemKey={(record) => record.assignmentId}
          emptyText="未查询到相关预警"
          header={(total, totalIsCapped) => (
            <div className={styles.total}>
              共 {total}
              {totalIsCapped ? '+' : ''} 条
            </div>
          )}
          renderItem={(record) => (
            <WarningSummary
              warning={record}
              testId={`information-card-${record.assignmentId}`}
              onClick={() => handleOpen(record)}
            />
          )}
          testId="information-list"
        />
      ) : (
        <div data-testid="information-idle" className={styles.idle}>
          输入至少2个字符后搜索
        </div>
      )}
    </PageShell>
  );
}
