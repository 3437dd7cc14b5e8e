import type { IdentityProviderName } from './identity-provider.ts';

export interface WorkTodoTask {
  vendorUserId: string;
  /** Our todo id: the vendor's sourceId, so a repeated create can be told apart. */
  sourceId: string;
  subject: string;
  dueAt: Date | null;
  /** Absolute URL of the page, or null when the app's public address is not configured. */
  url: string | null;
}

/** Workplace-app to-dos 待办 through one configured app. */
export interface WorkTodoSender {
  readonly provider: Exclude<IdentityProviderName, 'development'>;
  readonly appKey: string;
  /** False for an app without a to-do API: its rows are recorded UNSUPPORTED, nothing is sent. */
  readonly supported: boolean;
  /** Creates the to-do; answers the vendor's task id. Throws IdentityProviderError when refused. */
  create(task: WorkTodoTask): Promise<string>;
  /** Marks it done. Throws IdentityProviderError when refused. */
  complete(todo: { vendorUserId: string; vendorTaskId: string }): Promise<void>;
}
