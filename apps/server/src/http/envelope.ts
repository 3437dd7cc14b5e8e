import { SUCCESS_CODE, type Envelope } from '@afp/contract';

export const ok = <T>(data: T, message = '操作成功'): Envelope<T> => ({
  code: SUCCESS_CODE,
  success: true,
  message,
  data,
});

/**
 * A business outcome answered with HTTP 200 but its own envelope code (auto-login's 300/404,
 * spec §4), or a success whose message depends on what happened. Routes return it; services
 * return plain results and never build answers.
 */
export class Outcome<T> {
  constructor(
    readonly code: number,
    readonly message: string,
    readonly data: T,
  ) {}

  envelope(): Envelope<T> {
    return { code: this.code, success: this.code === SUCCESS_CODE, message: this.message, data: this.data };
  }
}
