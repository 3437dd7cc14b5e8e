import { CapsuleTabs, SearchBar, Selector } from 'antd-mobile';
import { RESIDENT_TAGS, type ResidentTag } from '@afp/contract';
import type { ResidentFilter } from '../api/population.queries';
import styles from './resident-filters.module.css';

const TAG_TABS: [ResidentFilter['tag'], string][] = [
  ['ALL', '全部'],
  ...(Object.entries(RESIDENT_TAGS) as [ResidentTag, string][]),
];
const APP_OPTIONS: { label: string; value: ResidentFilter['appInstalled'] }[] = [
  { label: '全部', value: 'ALL' },
  { label: '已装APP', value: 'true' },
  { label: '未装APP', value: 'false' },
];

/** Search by name, whole phone or ID number; filter by tag and by the anti-fraud app. */
export function ResidentFilters({
  value,
  onChange,
}: {
  value: ResidentFilter;
  onChange: (filter: ResidentFilter) => void;
}) {
  return (
    <div className={styles.filters} data-testid="resident-filters">
      <SearchBar
        placeholder="姓名、完整手机号或身份证号"
        defaultValue={value.keyword}
        onSearch={(keyword) => onChange({ ...value, keyword: keyword.trim() })}
        onClear={() => onChange({ ...value, keyword: '' })}
      />
      <CapsuleTabs activeKey={value.tag} onChange={(tag) => onChange({ ...value, tag: tag as ResidentFilter['tag'] })}>
        {TAG_TABS.map(([tag, label]) => (
          <CapsuleTabs.Tab key={tag} title={label} />
        ))}
      </CapsuleTabs>
      <Selector
        className={styles.app}
        columns={3}
        options={APP_OPTIONS}
        value={[value.appInstalled]}
        onChange={([appInstalled]) => onChange({ ...value, appInstalled: appInstalled ?? 'ALL' })}
      />
    </div>
  );
}
