import { List } from 'antd-mobile';
import { RANK_RATE_MEANINGS, type RankBoard, type RankRow } from '@afp/contract';
import { ShortList } from '../../../components/short-list';
import { formatDateTime } from '../../../lib/date-time';
import { formatRankValue } from '../promotion.rules';
import styles from '../pages/promotion.page.module.css';
import { PullToRefresh } from '../../../components/pull-to-refresh';

function RankItem({ row, unit, mine }: { row: RankRow; unit: string; mine: boolean }) {
  return (
    <List.Item
      className={mine ? styles.mine : undefined}
      data-testid="rank-row"
      data-id={row.id}
      data-mine={String(mine)}
      prefix={<span className={`${styles.position} ${row.position <= 3 ? styles.top : ''}`}>{row.position}</span>}
      description={row.orgName || undefined}
      extra={<span data-testid="rank-value">{formatRankValue(row.value, unit)}</span>}
    >
      {row.name}
      {mine ? '（我）' : ''}
    </List.Item>
  );
}

/** The board: its period and cap (and what a rate is a share of), the places, and my place below them when it is not among them. */
export function RankBody({ board, onRefresh }: { board: RankBoard; onRefresh: () => Promise<void> }) {
  const mineShown = board.mine !== null && board.rows.some((row) => row.id === board.mine?.id);
  return (
    <PullToRefresh onRefresh={onRefresh}>
      <div className={styles.period}>
        {formatDateTime(board.from)} 至 {formatDateTime(board.to)} · 每人每日最多计 {board.dailyCap} 分
        {board.mode === 'rate' ? (
          <div data-testid="rank-rate-meaning">比率：{RANK_RATE_MEANINGS[board.by][board.metric]}</div>
        ) : null}
      </div>
      <ShortList rows={board.rows} empty="暂无排名" emptyTestId="rank-empty" testId="rank-list">
        {(row) => <RankItem key={row.id} row={row} unit={board.unit} mine={row.id === board.mine?.id} />}
      </ShortList>
      {board.mine && !mineShown ? (
        <List header="我的排名" data-testid="rank-mine">
          <RankItem row={board.mine} unit={board.unit} mine />
        </List>
      ) : null}
    </PullToRefresh>
  );
}
