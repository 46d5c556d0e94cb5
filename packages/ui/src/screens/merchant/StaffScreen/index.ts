export { StaffScreen, type StaffScreenProps, type StaffAnswer, type NewStaff } from './StaffScreen.tsx';
