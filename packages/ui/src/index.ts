export * from './components/button';
export { cn } from './lib/cn';
export * from './lib/format';
export * from './lib/pagination';
export * from './lib/strength';
export * from './lib/truncate';
export * from './lib/validity';
