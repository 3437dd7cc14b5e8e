import { weekChangeText, type BulletinLine } from '@afp/contract';
import styles from './bulletin.module.css';

/** The change on the week before, signed and coloured (the sign says it without the colour). */
export function WeekChange({ cases, previous, testId }: { cases: number; previous: number; testId?: string }) {
  const className = cases > previous ? styles.up : cases < previous ? styles.down : styles.muted;
  return (
    <span className={className} data-testid={testId}>
      {weekChangeText(cases, previous)}
    </span>
  );
}

/** One breakdown: name (with its district for a community), this week, loss, last week, change. */
export function BulletinTable({
  lines,
  nameHeader,
  testId,
}: {
  lines: BulletinLine[];
  nameHeader: string;
  testId: string;
}) {
  return (
    <table className={styles.table} data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{nameHeader}</th>
          <th scope="col">本周</th>
          <th scope="col">损失（元）</th>
          <th scope="col">上周</th>
          <th scope="col">环比</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key} data-testid={`${testId}-${line.key}`}>
            <td>
              {line.name}
              {line.area ? <span className={styles.area}>{line.area}</span> : null}
            </td>
            <td>{line.cases}</td>
            <td>{line.amountLost}</td>
            <td>{line.previousCases}</td>
            <td>
              <WeekChange cases={line.cases} previous={line.previousCases} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
