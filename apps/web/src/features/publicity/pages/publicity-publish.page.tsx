import { Button, NoticeBar } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { PATHS } from '../../../config/routes';
import { draftKeyOf } from '../../../lib/drafts';
import { showConfirm, showToast, toastError } from '../../../lib/feedback';
import { redirectTo, withId } from '../../../lib/navigation';
import { useSaveContent, useWithdrawContent } from '../api/publicity.mutations';
import { contentQuery } from '../api/publicity.queries';
import { ContentFormView } from '../components/content-form';
import { contentFormOf, EMPTY_CONTENT_FORM } from '../publicity.rules';
import styles from './publicity.page.module.css';

/** 发布宣传内容 (centre and district oa): a new item, or `?id=` one of theirs to edit or withdraw. */
export default function PublicityPublishPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const save = useSaveContent();
  const send = (body: Parameters<typeof save.mutateAsync>[0]['body'], idempotencyKey: string) =>
    save.mutateAsync({ body, idempotencyKey });
  const onSent = (answer: { id: string }) => {
    showToast(id ? '已保存' : '已发布');
    redirectTo(withId(PATHS.publicityDetail, answer.id));
  };
  if (!id)
    return (
      <PageShell>
        <ContentFormView
          draftKey={draftKeyOf('publicity-content', 'new')}
          empty={EMPTY_CONTENT_FORM}
          submitText="发布"
          send={send}
          onSent={onSent}
        />
      </PageShell>
    );
  return <EditContent id={id} send={send} onSent={onSent} />;
}

function EditContent({
  id,
  send,
  onSent,
}: {
  id: string;
  send: Parameters<typeof ContentFormView>[0]['send'];
  onSent: (answer: { id: string }) => void;
}) {
  const content = useQuery(contentQuery(id));
  const withdraw = useWithdrawContent();
  const state = queryState(content);
  if (state.view) return <PageShell>{state.view}</PageShell>;
  const item = state.data;
  if (!item.mayManage || item.state === 'WITHDRAWN')
    return (
      <PageShell>
        <NoticeBar
          color="alert"
          wrap
          data-testid="content-not-editable"
          content={item.state === 'WITHDRAWN' ? '该内容已撤回，不能再修改。' : '只能修改本单位及下级发布的内容。'}
        />
      </PageShell>
    );
  const onWithdraw = async () => {
    if (!(await showConfirm('撤回后卫士将看不到该内容，确定撤回吗？'))) return;
    try {
      await withdraw.mutateAsync({ id: item.id, version: item.version });
      showToast('已撤回');
      redirectTo(withId(PATHS.publicityDetail, item.id));
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <PageShell>
      <ContentFormView
        draftKey={draftKeyOf('publicity-content', `${item.id}-${item.version}`)}
        empty={contentFormOf(item)}
        target={{ id: item.id, version: item.version }}
        submitText="保存修改"
        send={send}
        onSent={onSent}
      />
      <div className={styles.actions}>
        <Button
          block
          color="danger"
          fill="outline"
          loading={withdraw.isPending}
          data-testid="content-withdraw"
          onClick={() => void onWithdraw()}
        >
          撤回
        </Button>
      </div>
    </PageShell>
  );
}
