export { PaperList, type PaperListProps, type PaperItem } from './paper-list';
