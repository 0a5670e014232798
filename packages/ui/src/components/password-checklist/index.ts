export { PasswordChecklist, type PasswordChecklistProps } from './password-checklist';
