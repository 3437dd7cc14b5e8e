/** antd-mobile's imperative feedback (with its animation library), loaded by lib/feedback.ts on first use. */
export { Dialog, Toast } from 'antd-mobile';
