export { Industries, type IndustriesProps } from './industries';
