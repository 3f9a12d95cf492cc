export { FunctionCards, type FunctionCardsProps } from './function-cards';
