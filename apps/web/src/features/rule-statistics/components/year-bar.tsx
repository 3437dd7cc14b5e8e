import { Picker, Button } from 'antd-mobile';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session/session.store';
import { yearsQuery } from '../api/rule-statistics.queries';
import styles from './rule.module.css';

/** The year selector: the stored `annual` (latest issued rule year by default, spec §3), changed here for every page. */
export function YearBar({ right }: { right?: React.ReactNode }) {
  const annual = useSession((s) => s.annual);
  const years = useQuery(yearsQuery());
  const [open, setOpen] = useState(false);
  const columns = [
    (years.data ?? [{ year: annual, title: '', issued: true }]).map((y) => ({
      label: `${y.year}年${y.issued ? '' : '（未发布）'}`,
      value: String(y.year),
    })),
  ];
  return (
    <div className={styles.toolbar}>
      <Button size="small" data-testid="rule-year" onClick={() => setOpen(true)}>
        {annual}年度 ▾
      </Button>
      <Picker
        columns={columns}
        visible={open}
        value={[String(annual)]}
        onClose={() => setOpen(false)}
        onConfirm={(value) => {
          const year = Number(value[0]);
          if (year) useSession.getState().setAnnual(year);
        }}
      />
      {right}
    </div>
  );
}
