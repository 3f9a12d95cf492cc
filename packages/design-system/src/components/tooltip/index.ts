export {
  Tooltip,
  TooltipProvider,
  TOOLTIP_DEFAULT_DELAY_MS,
  type TooltipProps,
  type TooltipProviderProps,
} from './tooltip';
