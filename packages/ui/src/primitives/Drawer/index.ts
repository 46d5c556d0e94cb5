export {
  Drawer,
  DrawerTrigger,
  DrawerClose,
  DrawerContent,
  drawerContentVariants,
  type DrawerContentProps,
} from './Drawer.tsx';
