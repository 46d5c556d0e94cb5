export { Countdown, countdownVariants, type CountdownProps } from './Countdown.tsx';
export {
  realClock,
  frozenClock,
  fromFakeClock,
  type Clock,
  type IntervalClock,
  type FakeTimersClockLike,
} from './clock.ts';
