export { NotFound, type NotFoundProps } from './not-found';
export {
  NotFoundContent,
  defaultNotFoundReport,
  type NotFoundContentProps,
  type NotFoundReport,
} from './not-found-content';
