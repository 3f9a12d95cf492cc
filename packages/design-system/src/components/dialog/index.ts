export { Dialog, DialogClose, type DialogCloseProps, type DialogProps } from './dialog';
export { dialogContentVariants } from './dialog-variants';
