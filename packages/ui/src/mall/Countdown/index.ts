export { Countdown, countdownVariants, type CountdownProps } from './Countdown.tsx';
