export * from './health';
export * from './phone';
