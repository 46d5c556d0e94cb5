export { MobileCodeFields, type MobileCodeFieldsProps, type MobileCodeForm } from './MobileCodeFields.tsx';
