import { useState } from 'react';
import { CalendarPicker, CapsuleTabs } from 'antd-mobile';
import { showToast } from '../../../../lib/feedback';
import { chinaDayOf } from '@afp/contract';
import { dayOfPicked, pickerDateOf } from '../overview.rules';
import {
  isPeriodAllowed,
  periodOfDays,
  RANGE_PRESETS,
  type OverviewPeriod,
  type RangePreset,
} from '../overview-period.rules';
import styles from './period-bar.module.css';

interface Props {
  preset: RangePreset;
  period: OverviewPeriod;
  onChange: (preset: RangePreset, period?: OverviewPeriod) => void;
}

/** 今天 / 近7天 / 近30天 / 自定义 (a calendar range of whole days, at most a year). */
export function PeriodBar({ preset, period, onChange }: Props) {
  const [isPicking, setPicking] = useState(false);
  const today = pickerDateOf(chinaDayOf(new Date()));
  return (
    <div className={styles.bar}>
      <CapsuleTabs
        activeKey={preset}
        onChange={(key) => {
          if (key === 'custom') setPicking(true);
          else onChange(key as RangePreset);
        }}
      >
        {Object.entries(RANGE_PRESETS).map(([key, name]) => (
          <CapsuleTabs.Tab key={key} title={<span data-testid={`overview-period-${key}`}>{name}</span>} />
        ))}
      </CapsuleTabs>
      <div className={styles.label} data-testid="overview-period">
        {period.firstDay === period.lastDay ? period.firstDay : `${period.firstDay} 至 ${period.lastDay}`}
        {preset === 'custom' ? (
          <a role="button" className={styles.change} onClick={() => setPicking(true)}>
            修改
          </a>
        ) : null}
      </div>
      <CalendarPicker
        visible={isPicking}
        selectionMode="range"
        title="选择统计区间"
        max={today}
        min={new Date(today.getTime() - 3 * 366 * 24 * 3600_000)}
        onClose={() => setPicking(false)}
        onMaskClick={() => setPicking(false)}
        onConfirm={(range) => {
          setPicking(false);
          if (!range) return;
          const next = periodOfDays(dayOfPicked(range[0]), dayOfPicked(range[1]));
          if (!isPeriodAllowed(next)) {
            showToast('统计区间最长一年');
            return;
          }
          onChange('custom', next);
        }}
      />
    </div>
  );
}
