// Partner tasks on the web: what 警企协作 cooperation tasks and oa 工单 order tasks show alike —
// the partner picker, the live deadline countdown and its wording, the feedback form's life. No pages of its own.
export { DeadlineCountdown } from './components/deadline-countdown';
export { PartnerPicker } from './components/partner-picker';
export { useFeedbackForm } from './components/use-feedback-form';
export { useNow } from './components/use-now';
export { countdownText, spanText } from './partner-task.rules';
