/** Texts of the 变更审批 (htps/bgsp) pages; code-table labels come from @cb/domain. */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts.en-US.json';
import zhCN from './texts.zh-CN.json';

// The catalogs are texts.zh-CN.json (the product's wording) and texts.en-US.json, one per locale;
// registerMessages' type checks that the English one has the Chinese one's keys.

export const changeApprovalTexts = registerMessages('changeApproval', { zhCN, enUS });
export type ChangeApprovalT = ReturnType<typeof changeApprovalTexts.useTranslation>['t'];
