export * from './access';
export * from './codes';
export * from './constants';
export * from './entities';
export * from './envelope';
export * from './paths';
export * from './sign';
export * from './texts';
