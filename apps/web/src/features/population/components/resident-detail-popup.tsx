import { useState } from 'react';
import { Button, Popup, Selector } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { RESIDENT_TAGS, type ResidentDetail, type ResidentTag } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { queryState } from '../../../components/query-state';
import { showConfirm, showToast, toastError } from '../../../lib/feedback';
import { openPage } from '../../../lib/navigation';
import { useUpdateResidentTags } from '../api/population.mutations';
import { residentQuery } from '../api/population.queries';
import { appLabel, publicityLabel } from './resident-card';
import { ResidentTags } from './resident-tags';
import styles from './resident-detail-popup.module.css';

/** The gullible-person record 易受骗人员 (gullible area) of a resident. */
const GULLIBLE_DETAIL = '/pages/packageSubGuard/gullible-index/gullible-detail/gullible-detail';
const TAG_OPTIONS = (Object.entries(RESIDENT_TAGS) as [ResidentTag, string][]).map(([value, label]) => ({
  label,
  value,
}));

function GullibleLink({ resident }: { resident: ResidentDetail }) {
  if (resident.gulliblePersonId)
    return (
      <a
        data-testid="resident-gullible-link"
        onClick={() => openPage(`${GULLIBLE_DETAIL}?id=${resident.gulliblePersonId}`)}
      >
        查看易受骗人员档案
      </a>
    );
  return resident.tags.includes('GULLIBLE') ? <span className={styles.hint}>暂无易受骗人员档案</span> : '-';
}

/** Tags the caller may change: saved with the version they saw; removing a tag asks first. */
function TagEditor({ resident }: { resident: ResidentDetail }) {
  const [tags, setTags] = useState<ResidentTag[]>(resident.tags);
  const update = useUpdateResidentTags();
  const isChanged = tags.length !== resident.tags.length || tags.some((tag) => !resident.tags.includes(tag));
  const handleSave = async () => {
    const removed = resident.tags.filter((tag) => !tags.includes(tag)).map((tag) => RESIDENT_TAGS[tag]);
    if (removed.length && !(await showConfirm(`确认移除标签「${removed.join('、')}」？`))) return;
    update.mutate(
      { id: resident.id, version: resident.version, tags },
      { onSuccess: () => showToast('标签已保存'), onError: toastError },
    );
  };
  return (
    <div className={styles.editor}>
      <div className={styles.heading}>修改标签</div>
      <Selector
        multiple
        columns={2}
        options={TAG_OPTIONS}
        value={tags}
        onChange={setTags}
        data-testid="resident-tag-selector"
      />
      <Button
        block
        color="primary"
        className={styles.save}
        data-testid="resident-tags-save"
        disabled={!isChanged}
        loading={update.isPending}
        onClick={() => void handleSave()}
      >
        保存标签
      </Button>
    </div>
  );
}

function ResidentDetailBody({ id }: { id: string }) {
  const detail = useQuery(residentQuery(id));
  const detailState = queryState(detail, { errorTestId: 'resident-detail-error' });
  if (detailState.view) return detailState.view;
  const resident = detailState.data;
  return (
    <div data-testid="resident-detail" data-version={resident.version}>
      <div className={styles.title}>
        <span className={styles.name}>{resident.name}</span>
        <ResidentTags tags={resident.tags} />
      </div>
      <div className={styles.hint} data-testid="resident-whole-note">
        {resident.isWhole
          ? '姓名、住址为完整信息，本次查看已记录'
          : '个人信息已脱敏，仅居民所在社区及市反诈中心可见完整信息'}
      </div>
      {fieldRow('手机号', resident.phone)}
      {fieldRow('身份证号', resident.idNumber)}
      {fieldRow('住址', resident.address ?? '-')}
      {fieldRow('所属社区', `${resident.streetName} ${resident.orgName}`)}
      {fieldRow('反诈APP', appLabel(resident.appInstalled))}
      {fieldRow('最近宣传', publicityLabel(resident.lastPublicityAt))}
      {fieldRow('易受骗档案', <GullibleLink resident={resident} />)}
      {resident.canTag ? <TagEditor key={resident.version} resident={resident} /> : null}
    </div>
  );
}

/** A resident's detail in a bottom sheet over the list. */
export function ResidentDetailPopup({ residentId, onClose }: { residentId: string | null; onClose: () => void }) {
  return (
    <Popup
      visible={residentId !== null}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      bodyClassName={styles.sheet}
    >
      {residentId ? <ResidentDetailBody id={residentId} /> : null}
    </Popup>
  );
}
