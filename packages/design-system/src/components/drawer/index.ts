export { Drawer, type DrawerProps } from './drawer';
export { drawerVariants } from './drawer-variants';
