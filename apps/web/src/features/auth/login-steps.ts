// What logging in needs beyond the login page: the API calls (their endpoints bring the schema
// library) and the session steps. The page loads this once the person starts filling it in.
export { login, sendSmsCode, type LoginBodies } from './api/auth.api';
export { completeLogin } from './auth.service';
