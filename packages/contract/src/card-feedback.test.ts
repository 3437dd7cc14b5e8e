import { describe, expect, it } from 'vitest';
import {
  CARD_ADVICES,
  CARD_RECORD_STATES,
  CARD_RISK_RESULTS,
  cardPartnerStateOf,
  counterAnswerOf,
  type CardAdvice,
} from './card-feedback.ts';
import { keysOf } from './labels.ts';

const ADVICES: (CardAdvice | null)[] = [null, ...keysOf(CARD_ADVICES)];

/** Every state × colour × advice, written `STATE RISK advice → answer`. */
const answers = () =>
  keysOf(CARD_RECORD_STATES).flatMap((state) =>
    keysOf(CARD_RISK_RESULTS).flatMap((riskResult) =>
      ADVICES.map((advice) => `${state} ${riskResult} ${advice} → ${counterAnswerOf({ state, riskResult, advice })}`),
    ),
  );

describe('counterAnswerOf', () => {
  it('gives every state and code colour one answer consistent with it', () => {
    expect(answers()).toEqual([
      'PENDING_ASSIGN GREEN null → ALLOW',
      'PENDING_ASSIGN GREEN ALLOW → ALLOW',
      'PENDING_ASSIGN GREEN DISCOURAGE → ALLOW',
      'PENDING_ASSIGN YELLOW null → CHECKING',
      'PENDING_ASSIGN YELLOW ALLOW → CHECKING',
      'PENDING_ASSIGN YELLOW DISCOURAGE → CHECKING',
      'PENDING_ASSIGN RED null → CHECKING',
      'PENDING_ASSIGN RED ALLOW → CHECKING',
      'PENDING_ASSIGN RED DISCOURAGE → CHECKING',
      'ASSIGNED GREEN null → ALLOW',
      'ASSIGNED GREEN ALLOW → ALLOW',
      'ASSIGNED GREEN DISCOURAGE → ALLOW',
      'ASSIGNED YELLOW null → CHECKING',
      'ASSIGNED YELLOW ALLOW → CHECKING',
      'ASSIGNED YELLOW DISCOURAGE → CHECKING',
      'ASSIGNED RED null → CHECKING',
      'ASSIGNED RED ALLOW → CHECKING',
      'ASSIGNED RED DISCOURAGE → CHECKING',
      // Sent back to the guard: the earlier answer no longer stands.
      'RETURNED GREEN null → ALLOW',
      'RETURNED GREEN ALLOW → ALLOW',
      'RETURNED GREEN DISCOURAGE → ALLOW',
      'RETURNED YELLOW null → CHECKING',
      'RETURNED YELLOW ALLOW → CHECKING',
      'RETURNED YELLOW DISCOURAGE → CHECKING',
      'RETURNED RED null → CHECKING',
      'RETURNED RED ALLOW → CHECKING',
      'RETURNED RED DISCOURAGE → CHECKING',
      // Answered, waiting for the station's review: the customer is told the guard's advice.
      'FED_BACK GREEN null → ALLOW',
      'FED_BACK GREEN ALLOW → ALLOW',
      'FED_BACK GREEN DISCOURAGE → ALLOW',
      'FED_BACK YELLOW null → DISCOURAGE',
      'FED_BACK YELLOW ALLOW → ALLOW',
      'FED_BACK YELLOW DISCOURAGE → DISCOURAGE',
      'FED_BACK RED null → DISCOURAGE',
      'FED_BACK RED ALLOW → ALLOW',
      'FED_BACK RED DISCOURAGE → DISCOURAGE',
      'CLOSED GREEN null → ALLOW',
      'CLOSED GREEN ALLOW → ALLOW',
      'CLOSED GREEN DISCOURAGE → ALLOW',
      'CLOSED YELLOW null → DISCOURAGE',
      'CLOSED YELLOW ALLOW → ALLOW',
      'CLOSED YELLOW DISCOURAGE → DISCOURAGE',
      'CLOSED RED null → DISCOURAGE',
      'CLOSED RED ALLOW → ALLOW',
      'CLOSED RED DISCOURAGE → DISCOURAGE',
    ]);
  });

  it('answers 核查中 exactly for the checks the partner lists under 待核查', () => {
    for (const line of answers()) {
      const [state, riskResult] = line.split(' ') as [keyof typeof CARD_RECORD_STATES, string];
      // A green check starts closed and never moves: only flagged ones are ever open.
      if (riskResult === 'GREEN') continue;
      expect(line.endsWith('CHECKING'), line).toBe(cardPartnerStateOf(state) === 'PENDING');
    }
  });
});
