// Every domain's tables. Add one line per domain file (see api/README.md).
export * from './system';
export * from './account';
export * from './outbox';
export * from './reference';
export * from './content';
export * from './address';
export * from './notification';
export * from './newsletter';
export * from './shop';
export * from './orders';
export * from './checkout';
export * from './bundle';
export * from './favourite';
export * from './review';
export * from './stores';
