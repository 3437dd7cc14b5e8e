import { Grid } from 'antd-mobile';
import { WARNING_PROGRESS, type WarningOverview, type WarningProgress } from '@afp/contract';
import { levelColor, cssVars } from '../../../../theme/theme';
import figure from '../../components/figure.module.css';
import styles from './overview-figures.module.css';

type Tone = 'danger' | 'attention' | 'success' | 'primary';

/** The counters a warning platform's home is judged by, in reading order, with what needs action in colour. */
const COUNTERS: { progress: WarningProgress; value: (o: WarningOverview) => number; tone?: Tone }[] = [
  { progress: 'held', value: (o) => o.total, tone: 'primary' },
  { progress: 'visited', value: (o) => o.visited, tone: 'success' },
  { progress: 'notVisited', value: (o) => o.notVisited, tone: 'attention' },
  { progress: 'followUp', value: (o) => o.followUp, tone: 'danger' },
  { progress: 'overdue', value: (o) => o.overdue, tone: 'danger' },
  { progress: 'returned', value: (o) => o.returned },
  { progress: 'escalated', value: (o) => o.escalated },
];

/** A tappable figure: its value, its name, and where it leads. */
function Figure({
  name,
  value,
  tone,
  testId,
  onOpen,
}: {
  name: string;
  value: number;
  tone?: Tone;
  testId: string;
  onOpen: () => void;
}) {
  return (
    <button type="button" className={styles.tile} data-testid={testId} onClick={onOpen}>
      <div className={tone ? `${figure.value} ${figure[tone]}` : figure.value} data-testid={`${testId}-value`}>
        {value}
      </div>
      <div className={figure.label}>{name}</div>
    </button>
  );
}

/** 预警总数, 已反馈, 未反馈, 需跟进 (taken up, no final feedback), then 超时 / 驳回 / 上报: each opens its list. */
export function OverviewCounters({
  overview,
  onOpen,
}: {
  overview: WarningOverview;
  onOpen: (progress: WarningProgress) => void;
}) {
  return (
    <Grid columns={4} gap={8}>
      {COUNTERS.map(({ progress, value, tone }) => (
        <Grid.Item key={progress}>
          <Figure
            name={WARNING_PROGRESS[progress]}
            value={value(overview)}
            tone={tone}
            testId={`overview-count-${progress}`}
            onOpen={() => onOpen(progress)}
          />
        </Grid.Item>
      ))}
    </Grid>
  );
}

/** The four levels in their colours; each opens its list. */
export function OverviewLevels({ overview, onOpen }: { overview: WarningOverview; onOpen: (level: number) => void }) {
  return (
    <Grid columns={4} gap={8}>
      {overview.byLevel.map((entry) => (
        <Grid.Item key={entry.key}>
          <button
            type="button"
            className={styles.level}
            style={cssVars({ '--level-color': levelColor(Number(entry.key)) })}
            data-testid={`overview-level-${entry.key}`}
            onClick={() => onOpen(Number(entry.key))}
          >
            <div className={styles.levelValue}>{entry.count}</div>
            <div className={figure.label}>{entry.name}</div>
          </button>
        </Grid.Item>
      ))}
    </Grid>
  );
}
