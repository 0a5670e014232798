export { PricingCard, type PricingCardProps, type PricingPlan } from './pricing-card';
