export * from './departments.table';
export * from './users.table';
export * from './sessions.table';
export * from './trainers.table';
export * from './courses.table';
export * from './time-slots.table';
export * from './publishing.table';
export * from './idempotency.table';
