export { ServiceWidget, serviceWidgetVariants, type ServiceWidgetProps } from './ServiceWidget.tsx';
