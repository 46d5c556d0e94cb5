export { Tooltip, TooltipProvider, tooltipVariants, type TooltipProps } from './Tooltip.tsx';
