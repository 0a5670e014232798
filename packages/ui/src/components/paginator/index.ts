export { Paginator, type PaginatorProps } from './paginator';
