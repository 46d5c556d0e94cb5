export { ReportScreen, type ReportRange, type ReportScreenProps } from './ReportScreen.tsx';
