export { Dialog, DialogClose, type DialogProps } from './dialog';
export { dialogContentVariants } from './dialog-variants';
