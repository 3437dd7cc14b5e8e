import { Button, Result } from 'antd-mobile';
import { useSearchParams } from '../../../lib/router';
import { PageShell } from '../../../components/page-shell';
import { PATHS } from '../../../config/routes';
import { redirectTo, withId } from '../../../lib/navigation';
import styles from './publicity.page.module.css';

/** 提交成功: the task went into 核查; ways back to it and to the list. */
export default function PublicityCaseSuccessPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  return (
    <PageShell>
      <Result
        status="success"
        title="提交成功"
        description="一案一宣已提交核查，核查结果将在任务详情中显示。"
        data-testid="case-success"
      />
      <div className={styles.actions}>
        {id ? (
          <Button
            block
            color="primary"
            data-testid="case-success-detail"
            onClick={() => void redirectTo(withId(PATHS.publicityCaseDetail, id))}
          >
            查看详情
          </Button>
        ) : null}
        <Button block onClick={() => void redirectTo(PATHS.publicityCaseCreate)}>
          返回列表
        </Button>
      </div>
    </PageShell>
  );
}
