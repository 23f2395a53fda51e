/**
 * Texts of the 建设中 page: its wording and the names of the areas, which the areas' menu manifests
 * declare (app/areas.ts reads them), so a new area adds its name in its own manifest.
 */
import { AREAS } from '../../app/areas';
import { registerMessages } from '../../shared/i18n';

const areaNames = (pick: 'title' | 'titleEn'): Record<string, string> =>
  Object.fromEntries(Object.entries(AREAS).map(([key, name]) => [key, name[pick]]));

const zhCN = {
  underConstruction: {
    title: '建设中',
    description: '「{{area}}」模块正在建设中，该页面（{{page}}）将随该模块上线。',
    back: '返回首页',
  },
  areas: areaNames('title'),
};

const enUS: typeof zhCN = {
  underConstruction: {
    title: 'Under construction',
    description: 'The "{{area}}" area is under construction; this page ({{page}}) arrives with it.',
    back: 'Back home',
  },
  areas: areaNames('titleEn'),
};

export const underConstructionTexts = registerMessages('underConstruction', { zhCN, enUS });
