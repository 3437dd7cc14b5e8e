import type { AppConfig } from '../../config.ts';
import { createDingTalkProvider } from './dingtalk.provider.ts';
import type { IdentityProvider } from './identity-provider.ts';
import { createZwdingProvider } from './zwding.provider.ts';

/** The configured workplace app; undefined means the development provider (refused in production). */
export function selectIdentityProvider(config: Pick<AppConfig, 'dingtalk' | 'zwding'>): IdentityProvider | undefined {
  if (config.zwding) return createZwdingProvider(config.zwding);
  if (config.dingtalk) return createDingTalkProvider(config.dingtalk);
  return undefined;
}
