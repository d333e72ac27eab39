// The theme engine (§3.1 theme, §3.2, §3.15, §9.5): a site's theme → CSS variables. See README.md.
export * from './color.ts';
export * from './palette.ts';
export * from './roundness.ts';
export * from './fonts.ts';
export * from './layout.ts';
export * from './variables.ts';
export * from './design-messages.ts';
