export { Dialog, DialogClose, dialogContentVariants, type DialogProps } from './dialog';
