export * from './audit-log';
export * from './cases';
export * from './desks';
export * from './enums';
export * from './one-time-tokens';
export * from './rate-limits';
export * from './sessions';
export * from './users';
