export { CallToAction, FeatureGrid, LandingFooter, LandingHero, PricingSection } from './landing';
