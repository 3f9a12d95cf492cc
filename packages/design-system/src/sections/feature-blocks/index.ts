export { FeatureBlocks, type FeatureBlocksProps } from './feature-blocks';
