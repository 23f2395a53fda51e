/**
 * The 建设中 page's loader: a menu page of an area that is not built yet maps its component key to
 * this in its feature's pages.ts (app/pageRegistry.ts recognises it).
 */
export const underConstruction = () => import('./UnderConstructionPage');
