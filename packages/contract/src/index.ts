export * from './constants.ts';
export * from './validators.ts';
export * from './envelope.ts';
export * from './auth.ts';
export * from './people.ts';
export * from './file.ts';
export * from './endpoints.ts';
