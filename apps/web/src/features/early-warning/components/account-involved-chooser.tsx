import { useState } from 'react';
import { Button, Form, Input, List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { PageShell } from '../../../components/page-shell';
import { PageLoading } from '../../../components/page-loading';
import { navigateBack } from '../../../lib/navigation';
import { warningDetailQuery } from '../api/early-warning.queries';
import { getDraft, patchDraft } from '../hooks/feedback-draft.store';
import styles from './account-involved-chooser.module.css';

/** account-choose for a feedback: the warning's victim card / suspect account, or one typed in. */
export function AccountInvolvedChooser() {
  const [params] = useSearchParams();
  const draftKey = params.get('draft') ?? '';
  const assignmentId = params.get('id') ?? '';
  const { data: detail, isPending } = useQuery(warningDetailQuery(assignmentId));
  const [typed, setTyped] = useState(() => getDraft(draftKey).accountInvolved ?? '');

  const handleChoose = (value: string) => {
    if (draftKey) patchDraft(draftKey, { accountInvolved: value });
    navigateBack(1);
  };

  const options = [
    detail?.victimBankCard ? { label: '受害人银行卡', value: detail.victimBankCard } : null,
    detail?.suspectAccount ? { label: '嫌疑人账号', value: detail.suspectAccount } : null,
  ].filter((option): option is { label: string; value: string } => option !== null);

  return (
    <PageShell title="选择涉案账号">
      {assignmentId && isPending ? (
        <PageLoading />
      ) : (
        <List header="预警中的账号" data-testid="account-involved-list">
          {options.length === 0 ? (
            <List.Item>该预警没有可选账号，请在下方输入</List.Item>
          ) : (
            options.map((option) => (
              <List.Item
                key={option.label}
                clickable
                description={option.label}
                data-testid={`account-option-${option.label}`}
                onClick={() => handleChoose(option.value)}
              >
                {option.value}
              </List.Item>
            ))
          )}
        </List>
      )}
      <Form layout="horizontal" className={styles.form}>
        <Form.Item label="其他账号">
          <Input value={typed} onChange={setTyped} maxLength={64} placeholder="输入银行卡号或支付账号" clearable />
        </Form.Item>
      </Form>
      <div className={styles.footer}>
        <Button
          block
          color="primary"
          disabled={!typed.trim()}
          data-testid="account-involved-confirm"
          onClick={() => handleChoose(typed.trim())}
        >
          确定
        </Button>
      </div>
    </PageShell>
  );
}
