/** Demo/default menu tree, permission catalogue and roles (pure data; see menu-tree.ts and roles.ts). */
export * from './menu-tree.ts';
export * from './roles.ts';
