import { useState } from 'react';
import { Button, CascadePicker, List, Popup, Selector, Switch } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { WARNING_LEVELS, WARNING_SOURCES, type WarningSource } from '@afp/contract';
import { fraudTypesQuery } from '../api/early-warning.queries';
import { RANGE_PRESETS, type ListFilters, type RangePreset } from '../lib/list-filters';
import styles from './warning-filters.module.css';

interface Props {
  visible: boolean;
  value: ListFilters;
  onClose: () => void;
  onApply: (filters: ListFilters) => void;
}

/** Bottom sheet with the list filters; applies on 确定, 重置 clears. */
export function WarningFiltersPopup({ visible, value, onClose, onApply }: Props) {
  const [draft, setDraft] = useState<ListFilters>(value);
  const [pickerVisible, setPickerVisible] = useState(false);
  const { data: fraudTypes = [] } = useQuery(fraudTypesQuery());
  const options = fraudTypes.map((type) => ({
    label: type.name,
    value: type.code,
    children: type.children.map((child) => ({ label: child.name, value: child.code })),
  }));

  return (
    <Popup visible={visible} onMaskClick={onClose} afterShow={() => setDraft(value)} bodyClassName={styles.sheet}>
      <div data-testid="warning-filters" className={styles.filters}>
        <div className={styles.heading}>预警等级</div>
        <Selector
          columns={4}
          options={Object.entries(WARNING_LEVELS).map(([level, { name }]) => ({ label: name, value: Number(level) }))}
          value={draft.level ? [draft.level] : []}
          onChange={([level]) => setDraft({ ...draft, level })}
        />
        <div className={styles.nextHeading}>预警来源</div>
        <Selector
          columns={4}
          options={Object.entries(WARNING_SOURCES).map(([source, name]) => ({
            label: name,
            value: source as WarningSource,
          }))}
          value={draft.source ? [draft.source] : []}
          onChange={([source]) => setDraft({ ...draft, source })}
        />
        <div className={styles.nextHeading}>推送时间</div>
        <Selector
          columns={4}
          options={Object.entries(RANGE_PRESETS).map(([range, name]) => ({ label: name, value: range as RangePreset }))}
          value={draft.range ? [draft.range] : []}
          onChange={([range]) => setDraft({ ...draft, range })}
        />
        <List className={styles.options}>
          <List.Item clickable onClick={() => setPickerVisible(true)} extra={draft.fraudTypeName ?? '全部'}>
            诈骗类型
          </List.Item>
          <List.Item
            extra={
              <Switch
                checked={draft.overdue === 'true'}
                onChange={(checked) => setDraft({ ...draft, overdue: checked ? 'true' : undefined })}
              />
            }
          >
            仅看超时
          </List.Item>
        </List>
        <CascadePicker
          title="诈骗类型"
          options={options}
          visible={pickerVisible}
          onClose={() => setPickerVisible(false)}
          onConfirm={(values, extend) => {
            const code = values[values.length - 1];
            const names = extend.items
              .map((item) => (typeof item?.label === 'string' ? item.label : ''))
              .filter(Boolean);
            setDraft({
              ...draft,
              fraudTypeCode: code ? String(code) : undefined,
              fraudTypeName: names.join(' / ') || undefined,
            });
          }}
        />
        <div className={styles.actions}>
          <Button block onClick={() => setDraft({})}>
            重置
          </Button>
          <Button block color="primary" data-testid="warning-filters-apply" onClick={() => onApply(draft)}>
            确定
          </Button>
        </div>
      </div>
    </Popup>
  );
}
