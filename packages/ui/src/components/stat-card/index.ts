export { StatCard, type StatCardProps, statIconVariants } from './stat-card';
