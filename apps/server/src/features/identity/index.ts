// Workplace-app identity (openids, bindings, jsapi ticket) and work notices. Context: IdentityContext.
export { identityModule, type IdentityContext } from './identity.module.ts';
export type { IdentityProvider, IdentityProviderName, JsapiSignature, WorkplaceUser } from './identity-provider.ts';
export { createDevelopmentProvider } from './development.provider.ts';
export { createDingTalkProvider, type DingTalkProviderOptions } from './dingtalk.provider.ts';
export { createZwdingProvider, type ZwdingProviderOptions } from './zwding.provider.ts';
export { selectIdentityProvider, selectWorkNoticeSender, selectWorkTodoSender } from './select-provider.ts';
export { createIdentityRepository } from './identity.repository.ts';
export { createIdentityService, newOpenid, type IdentityService } from './identity.service.ts';
export { createWorkNotifier, type WorkMessage, type WorkNotifier } from './work-notifier.ts';
export type { WorkNoticeSender } from './work-notice-sender.ts';
export { createDingTalkTodoSender, unsupportedTodos, type DingTalkTodoOptions } from './dingtalk.todo.ts';
export type { WorkTodoSender } from './work-todo-sender.ts';
export { createWorkTodos, type WorkTodos } from './work-todos.ts';
export {
  createDeadlineReminders,
  reminderText,
  type DeadlineReminders,
  type ReminderDue,
} from './deadline-reminders.ts';
