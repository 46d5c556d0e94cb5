export { SignInCalendar, type SignInCalendarProps } from './SignInCalendar.tsx';
