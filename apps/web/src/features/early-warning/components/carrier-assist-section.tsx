import { useState } from 'react';
import { Button, Card, Form, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import {
  CARRIER_ASSIST_DEADLINE_MINUTES,
  CARRIER_ASSIST_HELPS,
  CARRIER_ASSIST_OUTCOMES,
  CARRIER_ASSIST_REFUSALS,
  COOPERATION_TASK_STATES,
  type CarrierAssistAskBody,
  type CarrierAssistHelp,
  type CarrierAssistOfWarning,
} from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { DraftFormPopup } from '../../../components/form-popup';
import { formatDateTime } from '../../../lib/date-time';
import { draftKeyOf } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { SelectField, useDraftForm, type Checked } from '../../../lib/forms';
import { carrierAssistQuery, useAskCarrier } from '../api/carrier-assist.api';

const ASK_TEXTS = { title: '请运营商协助', submitText: '发送请求', submitTestId: 'carrier-assist-submit' };
const DEADLINES = CARRIER_ASSIST_DEADLINE_MINUTES.map((minutes) => ({ value: minutes, label: `${minutes} 分钟` }));
interface AskForm {
  help: CarrierAssistHelp | null;
  deadlineMinutes: number | null;
}
const EMPTY_ASK: AskForm = { help: null, deadlineMinutes: CARRIER_ASSIST_DEADLINE_MINUTES[0] };

/** The request to send, or what is missing (the server checks the rest: who may ask, and when). */
export function checkAsk(
  assignmentId: string,
  form: AskForm,
  open: readonly CarrierAssistHelp[],
): Checked<CarrierAssistAskBody, Partial<Record<'help', string>>> {
  if (!form.help) return { problems: { help: '请选择需要运营商做什么' } };
  if (open.includes(form.help)) return { problems: { help: '已发起该协助，待运营商答复' } };
  const body: CarrierAssistAskBody = {
    assignmentId,
    help: form.help,
    deadlineMinutes: form.deadlineMinutes ?? undefined,
  };
  return { body, problems: {} };
}

/**
 * 运营商协助 on a warning: after a contact that did not get through, the holder's guard (or the
 * centre) asks the carrier of the victim's number to text, call or name linked numbers; its answers
 * are listed here and on the 处置进度 timeline.
 */
export function CarrierAssistSection({ assignmentId, className }: { assignmentId: string; className?: string }) {
  const { data: section } = useQuery(carrierAssistQuery(assignmentId));
  const [isOpen, setIsOpen] = useState(false);
  if (!section || (section.refusal === 'notHolder' && section.requests.length === 0)) return null;
  const mayAsk = section.refusal === null;
  return (
    <Card
      className={className}
      title="运营商协助"
      data-testid="carrier-assist"
      extra={
        mayAsk ? (
          <Button
            size="mini"
            color="primary"
            fill="outline"
            data-testid="carrier-assist-ask"
            onClick={() => setIsOpen(true)}
          >
            请运营商协助
          </Button>
        ) : null
      }
    >
      <CarrierLine section={section} />
      {section.requests.map((request) => (
        <div key={request.id} data-testid="carrier-assist-request" data-state={request.state}>
          {fieldRow(
            CARRIER_ASSIST_HELPS[request.help],
            <>
              <Tag color={request.outcome === 'DONE' ? 'success' : request.outcome ? 'warning' : 'primary'}>
                {request.outcome ? CARRIER_ASSIST_OUTCOMES[request.outcome] : COOPERATION_TASK_STATES[request.state]}
              </Tag>
              {request.isOverdue ? <Tag color="danger">已超时</Tag> : null}
            </>,
          )}
          {fieldRow(
            '发起',
            `${request.issuerName} ${formatDateTime(request.issuedAt)}，${formatDateTime(request.deadlineAt)} 前答复`,
          )}
          {request.answer ? (
            <div data-testid="carrier-assist-answer">
              {fieldRow(
                '答复',
                `${request.answer}（${request.answeredByName ?? request.partnerOrgName} ${formatDateTime(request.answeredAt)}）`,
              )}
            </div>
          ) : null}
        </div>
      ))}
      {mayAsk ? (
        <AskPopup
          assignmentId={assignmentId}
          open={section.openHelps}
          visible={isOpen}
          onClose={() => setIsOpen(false)}
        />
      ) : null}
    </Card>
  );
}

/** Which carrier holds the number, and why the caller may not ask yet when so. */
function CarrierLine({ section }: { section: CarrierAssistOfWarning }) {
  const carrier = section.partnerOrgName ?? '未识别';
  const why = section.refusal && section.refusal !== 'notHolder' ? CARRIER_ASSIST_REFUSALS[section.refusal] : null;
  return (
    <div data-testid="carrier-assist-carrier">
      {fieldRow('号码归属', carrier)}
      {why ? fieldRow('说明', why) : null}
    </div>
  );
}

function AskPopup(props: {
  assignmentId: string;
  open: readonly CarrierAssistHelp[];
  visible: boolean;
  onClose: () => void;
}) {
  const { assignmentId, open, visible, onClose } = props;
  const ask = useAskCarrier();
  const draftForm = useDraftForm({
    draftKey: draftKeyOf('carrier-assist', assignmentId),
    empty: EMPTY_ASK,
    check: (input) => checkAsk(assignmentId, input, open),
    send: (body: CarrierAssistAskBody, idempotencyKey) => ask.mutateAsync({ body, idempotencyKey }),
    onSent: () => {
      showToast('已发送运营商协助请求');
      onClose();
    },
  });
  return (
    <DraftFormPopup texts={ASK_TEXTS} form={draftForm} visible={visible} onClose={onClose}>
      <Form layout="vertical" mode="card">
        <SelectField
          of={draftForm}
          name="help"
          label="需要运营商"
          required
          testId="carrier-assist-help"
          columns={3}
          options={CARRIER_ASSIST_HELPS}
        />
        <SelectField
          of={draftForm}
          name="deadlineMinutes"
          label="答复时限"
          required
          testId="carrier-assist-deadline"
          columns={3}
          options={DEADLINES}
        />
      </Form>
    </DraftFormPopup>
  );
}
