export * from './posts.table';
export * from './news.table';
export * from './sponsors.table';
export * from './banners.table';
