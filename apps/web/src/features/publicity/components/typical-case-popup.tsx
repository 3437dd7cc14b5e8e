import { Popup } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { fieldRow } from '../../../components/field-row';
import { queryState } from '../../../components/query-state';
import { typicalCaseQuery } from '../api/publicity.queries';
import styles from './typical-case-popup.module.css';

function TypicalCaseBody({ id }: { id: string }) {
  const detail = useQuery(typicalCaseQuery(id));
  const detailState = queryState(detail, { errorTestId: 'typical-case-error' });
  if (detailState.view) return detailState.view;
  const typicalCase = detailState.data;
  return (
    <div data-testid="typical-case-detail">
      <div className={styles.title}>{typicalCase.fraudTypeName}</div>
      {fieldRow('诈骗类型', `${typicalCase.fraudCategoryName} · ${typicalCase.fraudTypeName}`)}
      {fieldRow('损失金额', typicalCase.lossBand)}
      {fieldRow('发案地', `${typicalCase.streetName} ${typicalCase.communityName}`)}
      {fieldRow('发案时间', typicalCase.month)}
      {fieldRow('劝阻情况', typicalCase.dissuasion ?? '-')}
      <div className={styles.heading}>防范要点</div>
      <ol className={styles.tips} data-testid="typical-case-tips">
        {typicalCase.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ol>
      <div className={styles.note}>案例已隐去当事人信息，可用于入户宣传和集中宣讲。</div>
    </div>
  );
}

/** A typical case's detail in a bottom sheet over the 全民反诈 tab: anonymised, with what to tell residents. */
export function TypicalCasePopup({ caseId, onClose }: { caseId: string | null; onClose: () => void }) {
  return (
    <Popup
      visible={caseId !== null}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      bodyClassName={styles.sheet}
    >
      {caseId ? <TypicalCaseBody id={caseId} /> : null}
    </Popup>
  );
}
