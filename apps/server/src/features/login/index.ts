// Password and SMS logins, auto-login, logout. Context: LoginContext (accounts, sessions, identity, SMS sender …).
export { loginModule, type LoginContext } from './login.module.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { createDevInboxSmsSender, type SmsInboxEntry, type SmsSender } from './sms-sender.ts';
export { createHttpSmsSender } from './http-sms-sender.ts';
