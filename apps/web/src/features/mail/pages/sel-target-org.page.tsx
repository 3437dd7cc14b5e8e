import { useMemo, useState } from 'react';
import { Button, Checkbox, List, SearchBar } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import type { MailTargetOrg } from '@afp/contract';
import { goBack } from '../../../components/go-back';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { ReasonDialog, sendReason } from '../../../components/reason-dialog';
import { ShortList } from '../../../components/short-list';
import { showToast } from '../../../lib/feedback';
import { useSupplementMail } from '../api/mail.mutations';
import { mailQuery, targetOrgsQuery } from '../api/mail.queries';
import { OrgTree } from '../components/org-tree';
import { useComposeDraft } from '../mail-draft';
import { childrenOf, reachOf, searchOrgs, togglePick, type PickedOrg } from '../mail.rules';
import styles from './mail-pages.module.css';

const SUPPLEMENT_TEXT = {
  title: '补发说明',
  placeholder: '请说明补发的原因或要求（必填）',
  required: '请填写补发说明',
  confirm: '确认补发',
  testId: 'mail-supplement',
};

/**
 * 选择接收单位: the organisation tree with search; pick one or a whole subtree. Without `mailId`
 * the picks go into the compose draft; with it they are added to that sent mail (补发) with a note.
 */
export default function SelTargetOrgPage() {
  const mailId = useSearchParams()[0].get('mailId') ?? '';
  const orgs = queryState(useQuery(targetOrgsQuery()));
  const sent = useQuery(mailQuery(mailId));
  const draft = useComposeDraft();
  const supplement = useSupplementMail();
  const [keyword, setKeyword] = useState('');
  const [supplementPicks, setSupplementPicks] = useState<PickedOrg[]>([]);
  const [isAskingNote, setIsAskingNote] = useState(false);
  const children = useMemo(() => childrenOf(orgs.data ?? []), [orgs.data]);
  if (orgs.view) return <PageShell>{orgs.view}</PageShell>;

  const picked = mailId ? supplementPicks : draft.value.targets;
  const setPicked = (next: PickedOrg[]) => (mailId ? setSupplementPicks(next) : draft.patch({ targets: next }));
  const handlePick = (org: MailTargetOrg, withSubtree: boolean) => setPicked(togglePick(picked, org, withSubtree));
  const reach = picked.reduce((sum, p) => sum + reachOf(p.orgId, p.withSubtree, children), 0);
  const matches = searchOrgs(orgs.data, keyword);
  const parentName = (org: MailTargetOrg) => orgs.data.find((o) => o.id === org.parentId)?.name ?? '';

  const handleDone = () => {
    if (picked.length === 0) {
      showToast('请选择接收单位');
      return;
    }
    if (mailId) setIsAskingNote(true);
    else goBack();
  };
  const handleSupplement = async (note: string) => {
    const version = sent.data?.version;
    if (version === undefined) return false;
    const targets = picked.map(({ orgId, withSubtree }) => ({ orgId, withSubtree }));
    return sendReason(
      () => supplement.mutateAsync({ id: mailId, version, note, targets }),
      '补发成功',
      () => {
        setIsAskingNote(false);
        goBack();
      },
    );
  };

  return (
    <PageShell>
      <div className={styles.search}>
        <SearchBar placeholder="搜索单位名称" value={keyword} onChange={setKeyword} data-testid="org-search" />
      </div>
      {keyword.trim() ? (
        <ShortList rows={matches} empty="未找到单位" testId="org-search-results">
          {(org) => (
            <List.Item key={org.id} description={parentName(org)}>
              <Checkbox
                checked={picked.some((p) => p.orgId === org.id)}
                data-testid={`org-found-${org.id}`}
                onChange={() => handlePick(org, picked.find((p) => p.orgId === org.id)?.withSubtree ?? false)}
              >
                {org.name}
              </Checkbox>
            </List.Item>
          )}
        </ShortList>
      ) : (
        <OrgTree children={children} picked={picked} onPick={handlePick} />
      )}
      <div className={styles.toolbar}>
        <span className={styles.pickedBar} data-testid="org-picked-summary">
          已选 {picked.length} 项，共 {reach} 个单位
        </span>
        <Button color="primary" data-testid="org-pick-done" onClick={handleDone}>
          {mailId ? '补发' : '确定'}
        </Button>
      </div>
      <ReasonDialog
        text={SUPPLEMENT_TEXT}
        visible={isAskingNote}
        isSubmitting={supplement.isPending}
        onClose={() => setIsAskingNote(false)}
        onSubmit={handleSupplement}
      />
    </PageShell>
  );
}
