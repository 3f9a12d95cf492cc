export {
  NotFound,
  NotFoundContent,
  defaultNotFoundReport,
  type NotFoundProps,
  type NotFoundContentProps,
  type NotFoundReport,
} from './not-found';
