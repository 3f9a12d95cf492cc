export { Drawer, drawerVariants, type DrawerProps } from './drawer';
