import { ASSIGNMENT_STATES, WARNING_LEVELS, WARNING_SOURCES, type WarningRecord } from '@afp/contract';
import type { FirstCards } from '../../../app/first-cards';
import { WarningCard } from './warning-card';

/**
 * The 反诈预警 tab's warning card as index.html's first-route script draws the early answer's first
 * records (build/first-cards.ts): a template per level and 重复 tag; the countdowns, which run on the
 * clock, are the app's to draw.
 */
export const warningFirstCards = (): FirstCards<WarningRecord> => ({
  variants: {
    level: Object.keys(WARNING_LEVELS).map(Number),
    isDuplicate: [false, true],
  },
  texts: {
    victimName: null,
    victimPhone: null,
    // The contract's words, as the card's stateName / sourceName show them.
    state: ASSIGNMENT_STATES,
    fraudTypeName: { null: '未研判' },
    source: WARNING_SOURCES,
    pushedAt: 'time',
  },
  sample: {
    assignmentId: '',
    warningId: '',
    warningNo: '',
    state: 'PENDING_SIGN',
    level: 1,
    kind: 'phone',
    source: 'city',
    fraudTypeCode: null,
    fraudTypeName: null,
    victimName: '',
    victimPhone: '',
    victimIdNumber: '',
    personKey: '',
    orgId: '',
    orgName: '',
    pushedAt: '',
    // Not a time: the countdowns draw nothing in the template.
    signDeadline: '',
    feedbackDeadline: null,
    isOverdue: false,
    isDuplicate: false,
    contactAttempts: 0,
    nextAttemptDue: null,
    version: 0,
  },
  card: (record) => <WarningCard record={record} onOpen={() => undefined} />,
});
