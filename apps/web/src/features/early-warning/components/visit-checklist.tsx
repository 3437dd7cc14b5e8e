import { Button, Input, Selector } from 'antd-mobile';
import {
  VISIT_CHECK_GROUPS,
  VISIT_CHECK_ITEMS,
  VISIT_CHECKLIST,
  isVisitChecklistComplete,
  type VisitCheckAnswer,
  type VisitCheckGroup,
  type VisitCheckItem,
} from '@afp/contract';
import styles from './visit-checklist.module.css';

const GROUPS = Object.keys(VISIT_CHECK_GROUPS) as VisitCheckGroup[];
const itemsOf = (group: VisitCheckGroup) => VISIT_CHECK_ITEMS.filter((item) => VISIT_CHECKLIST[item].group === group);

interface FieldProps {
  value?: VisitCheckAnswer[];
  onChange?: (answers: VisitCheckAnswer[]) => void;
}

/**
 * The door-step checklist on the feedback form (a Form.Item's control): each item 已查看 or 未能查看 with
 * its reason, grouped 四查看 / 三询问 / 一保护; 全部完成 answers every item done at once.
 */
export function VisitChecklistField({ value = [], onChange }: FieldProps) {
  const answerOf = (item: VisitCheckItem) => value.find((answer) => answer.item === item);
  const answer = (item: VisitCheckItem, patch: Omit<VisitCheckAnswer, 'item'>) =>
    onChange?.(
      VISIT_CHECK_ITEMS.flatMap((each) =>
        each === item ? [{ item, ...patch }] : value.filter((answered) => answered.item === each),
      ),
    );
  return (
    <div className={styles.checklist} data-testid="visit-checklist">
      <Button
        size="small"
        color="primary"
        fill="outline"
        data-testid="visit-checklist-all-done"
        onClick={() => onChange?.(VISIT_CHECK_ITEMS.map((item) => ({ item, done: true })))}
      >
        全部完成
      </Button>
      {GROUPS.map((group) => (
        <div key={group}>
          <div className={styles.group}>{VISIT_CHECK_GROUPS[group].name}</div>
          {itemsOf(group).map((item) => {
            const current = answerOf(item);
            const { done, missed } = VISIT_CHECK_GROUPS[group];
            return (
              <div key={item} className={styles.item} data-testid={`visit-check-${item}`}>
                <div className={styles.label}>{VISIT_CHECKLIST[item].label}</div>
                <Selector
                  columns={2}
                  value={current ? [current.done ? 'done' : 'missed'] : []}
                  options={[
                    { label: done, value: 'done' },
                    { label: missed, value: 'missed' },
                  ]}
                  onChange={([choice]) => {
                    if (choice) answer(item, choice === 'done' ? { done: true } : { done: false, reason: '' });
                  }}
                />
                {current && !current.done ? (
                  <Input
                    className={styles.reason}
                    maxLength={100}
                    placeholder={`请填写${missed}的原因`}
                    value={current.reason ?? ''}
                    onChange={(reason) => answer(item, { done: false, reason })}
                    data-testid={`visit-check-${item}-reason`}
                  />
                ) : null}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** A feedback's checklist as recorded: 完整 or how many done, then each item with its answer. */
export function VisitChecklistView({ answers }: { answers: VisitCheckAnswer[] }) {
  const doneCount = answers.filter((answer) => answer.done).length;
  return (
    <div className={styles.view} data-testid="visit-checklist-view">
      <div>
        上门核查：
        {isVisitChecklistComplete(answers)
          ? '四查看、三询问、一保护全部完成'
          : `完成${doneCount}项，共${VISIT_CHECK_ITEMS.length}项`}
      </div>
      {GROUPS.map((group) => (
        <div key={group}>
          {VISIT_CHECK_GROUPS[group].name}：
          {itemsOf(group)
            .map((item) => {
              const answer = answers.find((candidate) => candidate.item === item);
              const { label } = VISIT_CHECKLIST[item];
              if (!answer) return `${label}（未填写）`;
              const { done, missed } = VISIT_CHECK_GROUPS[group];
              return answer.done ? `${label}（${done}）` : `${label}（${missed}：${answer.reason ?? ''}）`;
            })
            .join('；')}
        </div>
      ))}
    </div>
  );
}
