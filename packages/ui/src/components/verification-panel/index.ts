export { VerificationPanel, type VerificationPanelProps, whatsappLink } from './verification-panel';
