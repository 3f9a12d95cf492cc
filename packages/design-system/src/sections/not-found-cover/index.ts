export { NotFoundCover, type NotFoundCoverProps } from './not-found-cover';
export { NotFoundIllustration, type NotFoundIllustrationProps } from './not-found-illustration';
