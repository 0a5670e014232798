export * from './admin';
export * from './auth';
export * from './common';
export * from './devices';
export * from './health';
export * from './payments';
export * from './phone';
export * from './users';
