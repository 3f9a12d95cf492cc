export { NewsList, type NewsListProps, type NewsItem } from './news-list';
