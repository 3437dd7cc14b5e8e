import { useState } from 'react';
import { Card, List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { queryState } from '../../../components/query-state';
import { typicalCasesQuery } from '../api/publicity.queries';
import { TypicalCasePopup } from './typical-case-popup';
import styles from './typical-cases.module.css';

/** 本地典型案例: recent handled warnings with a loss near me — fraud type, loss band, community, month; no person. Tap for its detail. */
export function TypicalCases() {
  const cases = useQuery(typicalCasesQuery());
  const [openCaseId, setOpenCaseId] = useState<string | null>(null);
  const state = queryState(cases, { errorTestId: 'typical-cases-error' });
  return (
    <Card title="本地典型案例" className={styles.card} data-testid="typical-cases">
      {state.view ??
        (state.data.length === 0 ? (
          <div className={styles.empty}>近期本地暂无典型案例</div>
        ) : (
          <List className={styles.list}>
            {state.data.map((item) => (
              <List.Item
                key={item.id}
                description={`${item.communityName} · ${item.month}`}
                extra={item.lossBand}
                onClick={() => setOpenCaseId(item.id)}
                data-testid={`typical-case-${item.id}`}
              >
                {item.fraudTypeName}
              </List.Item>
            ))}
          </List>
        ))}
      <TypicalCasePopup caseId={openCaseId} onClose={() => setOpenCaseId(null)} />
    </Card>
  );
}
