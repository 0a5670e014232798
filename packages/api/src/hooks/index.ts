export * from './auth';
export * from './devices';
export * from './keys';
export * from './payments';
export * from './profile';
export * from './session';
