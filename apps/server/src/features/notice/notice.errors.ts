import { ERROR_CODES } from '@afp/contract';
import { AppError } from '../../http/errors.ts';

/** Another organisation's notice looks exactly like one that does not exist. */
export const noticeNotFound = () => new AppError(404, ERROR_CODES.notFound, '消息不存在');
