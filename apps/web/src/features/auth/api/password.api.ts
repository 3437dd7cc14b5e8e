import { PASSWORD_ENDPOINTS, type PasswordChangeBody } from '@afp/contract';
import { call } from '../../../lib/api-client';

/** Changes the signed-in user's password; every session of the account ends, this one too. */
export const changePassword = (body: PasswordChangeBody): Promise<null> => call(PASSWORD_ENDPOINTS.change, { body });
