import type { AppConfig } from '../../config.ts';
import { createDingTalkProvider } from './dingtalk.provider.ts';
import { createDingTalkTodoSender, unsupportedTodos } from './dingtalk.todo.ts';
import { createDingTalkWorkNoticeSender } from './dingtalk.work-notice.ts';
import type { IdentityProvider } from './identity-provider.ts';
import type { WorkNoticeSender } from './work-notice-sender.ts';
import type { WorkTodoSender } from './work-todo-sender.ts';
import { createZwdingProvider } from './zwding.provider.ts';
import { createZwdingWorkNoticeSender } from './zwding.work-notice.ts';

type WorkplaceAppConfig = Pick<AppConfig, 'dingtalk' | 'zwding'>;

/** The configured workplace app; undefined means the development provider (refused in production). */
export function selectIdentityProvider(config: WorkplaceAppConfig): IdentityProvider | undefined {
  if (config.zwding) return createZwdingProvider(config.zwding);
  if (config.dingtalk) return createDingTalkProvider(config.dingtalk);
  return undefined;
}

/** Work notices through the same app as the identity provider; undefined means notices are only stored and logged. */
export function selectWorkNoticeSender(config: WorkplaceAppConfig): WorkNoticeSender | undefined {
  if (config.zwding) return createZwdingWorkNoticeSender(config.zwding);
  if (config.dingtalk) return createDingTalkWorkNoticeSender(config.dingtalk);
  return undefined;
}

/** To-dos 待办 through the same app; 浙政钉's provider exposes no to-do API, so its todos are recorded unsupported. */
export function selectWorkTodoSender(config: WorkplaceAppConfig): WorkTodoSender | undefined {
  if (config.zwding) return unsupportedTodos({ provider: 'zwding', appKey: config.zwding.appKey });
  if (config.dingtalk) return createDingTalkTodoSender(config.dingtalk);
  return undefined;
}
