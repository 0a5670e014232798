export { PasswordStrengthMeter, type PasswordStrengthMeterProps } from './password-strength-meter';
