export {
  OrderTimeline,
  statusBeforeCancel,
  timelineTimes,
  type OrderTimelineProps,
  type OrderTimes,
} from './OrderTimeline.tsx';
