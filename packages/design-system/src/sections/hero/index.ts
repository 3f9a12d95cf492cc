export { Hero, heroVariants, type HeroProps } from './hero';
export {
  RemoteTrainingIllustration,
  type RemoteTrainingIllustrationProps,
} from './remote-training-illustration';
