import { defineArea } from '../../platform/areas.ts';
import { referenceRoutes } from './routes.ts';
import { seedReferenceData } from './seed.ts';

export default defineArea({
  name: 'reference',
  title: '基础数据',
  routes: referenceRoutes,
  seed: seedReferenceData,
  tables: {
    dictionaries: '数据字典',
    dictionary_items: '字典项',
    certificate_standards: '认证标准',
    professional_codes: '专业代码',
    certification_items: '认证项目',
    user_column_settings: '列设置',
  },
});
