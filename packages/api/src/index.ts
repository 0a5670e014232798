export * from './client';
export * from './contract';
export * from './hooks';
export * from './session';
