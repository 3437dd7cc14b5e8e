// Its own module so the warning stream can load the schema (and zod) only when an event arrives.
export { warningEventSchema } from '@afp/contract';
