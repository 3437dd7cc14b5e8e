import { useQuery } from '@tanstack/react-query';
import { RESIDENT_TAGS, type PopulationCounts, type PopulationOrgCounts, type ResidentTag } from '@afp/contract';
import { queryState } from '../../../components/query-state';
import { populationCountsQuery } from '../api/population.queries';
import styles from './population-counts.module.css';

/** One street lists its communities; a wider area lists its streets. */
const barsOf = (counts: PopulationCounts): PopulationOrgCounts[] =>
  counts.streets.length === 1 ? (counts.streets[0]?.communities ?? []) : counts.streets;

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

function CountBar({ org, widest }: { org: PopulationOrgCounts; widest: number }) {
  return (
    <li className={styles.bar} data-testid={`population-bar-${org.orgId}`}>
      <span className={styles.barName}>{org.name}</span>
      <span className={styles.track} aria-hidden>
        <span className={styles.fill} style={{ width: `${percent(org.residents, widest)}%` }}>
          <span className={styles.installed} style={{ width: `${percent(org.appInstalled, org.residents)}%` }} />
        </span>
      </span>
      <span className={styles.barValue}>{org.residents}</span>
    </li>
  );
}

/** Counts of the caller's area: residents, app installs, each tag, and a bar per street or community. */
export function PopulationCountsPanel() {
  const counts = useQuery(populationCountsQuery());
  const countsState = queryState(counts, { errorTestId: 'population-counts-error' });
  if (countsState.view) return countsState.view;
  const { total } = countsState.data;
  const bars = barsOf(countsState.data);
  const widest = Math.max(1, ...bars.map((org) => org.residents));
  return (
    <section className={styles.panel} data-testid="population-counts">
      <div className={styles.figures}>
        <div className={styles.figure}>
          <strong data-testid="population-total">{total.residents}</strong>
          <span>实有人口</span>
        </div>
        <div className={styles.figure}>
          <strong>{percent(total.appInstalled, total.residents)}%</strong>
          <span>已装反诈APP</span>
        </div>
        {(Object.keys(RESIDENT_TAGS) as ResidentTag[]).map((tag) => (
          <div key={tag} className={styles.figure}>
            <strong data-testid={`population-tag-count-${tag}`}>{total.tags[tag]}</strong>
            <span>{RESIDENT_TAGS[tag]}</span>
          </div>
        ))}
      </div>
      <ul className={styles.bars}>
        {bars.map((org) => (
          <CountBar key={org.orgId} org={org} widest={widest} />
        ))}
      </ul>
      <div className={styles.legend}>
        <span className={styles.legendInstalled} />
        已装反诈APP
        <span className={styles.legendResidents} />
        居民总数
      </div>
    </section>
  );
}
