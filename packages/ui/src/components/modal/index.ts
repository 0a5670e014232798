export { dialogContentClasses, Modal, type ModalProps, overlayClasses } from './modal';
