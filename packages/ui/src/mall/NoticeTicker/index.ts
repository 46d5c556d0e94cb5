export { NoticeTicker, type NoticeTickerProps, type Notice, type TickerClock } from './NoticeTicker.tsx';
export { useReducedMotion } from './useReducedMotion.ts';
