import { SUCCESS_CODE, type Envelope } from '@afp/contract';

export const ok = <T>(data: T, message = '操作成功'): Envelope<T> => ({
  code: SUCCESS_CODE,
  success: true,
  message,
  data,
});

/** A business outcome that is not an HTTP error (auto-login's 300/404, spec §4). */
export const outcome = <T>(code: number, message: string, data: T): Envelope<T> => ({
  code,
  success: false,
  message,
  data,
});
