export {
  RouteProgress,
  RouteProgressBar,
  trickleValue,
  PROGRESS_START,
  PROGRESS_CEILING,
  PROGRESS_FADE_MS,
  type RouteProgressProps,
  type RouteProgressBarProps,
} from './RouteProgress.tsx';
