export * from './errors';
export * from './types';
export * from './events';
export * from './methods';
export * from './bridge';
export * from './games';
export * from './catalog';
export { method } from './define';
export type { MethodDef } from './define';
