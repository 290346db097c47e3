export * from './api.js';
export * from './brand.js';
export * from './catalog.js';
export * from './enums.js';
export * from './profile.js';
export * from './settings.js';
