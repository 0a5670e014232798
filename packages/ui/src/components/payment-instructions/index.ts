export {
  PaymentInstructions,
  type PaymentInstructionsData,
  type PaymentInstructionsProps,
} from './payment-instructions';
