import { Card, List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { queryState } from '../../../components/query-state';
import { typicalCasesQuery } from '../api/publicity.queries';
import styles from './typical-cases.module.css';

/** 本地典型案例: recent handled warnings with a loss near me — fraud type, loss band, community, month; no person. */
export function TypicalCases() {
  const cases = useQuery(typicalCasesQuery());
  const state = queryState(cases, { errorTestId: 'typical-cases-error' });
  return (
    <Card title="本地典型案例" className={styles.card} data-testid="typical-cases">
      {state.view ??
        (state.data.length === 0 ? (
          <div className={styles.empty}>近期本地暂无典型案例</div>
        ) : (
          <List>
            {state.data.map((item) => (
              <List.Item key={item.id} description={`${item.communityName} · ${item.month}`} extra={item.lossBand}>
                {item.fraudTypeName}
              </List.Item>
            ))}
          </List>
        ))}
    </Card>
  );
}
