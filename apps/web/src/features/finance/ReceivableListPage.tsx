import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type ReceivableFilters, type ReceivableRow, receivablesApi } from './api';
import { RECEIVABLE_LIST_SETTING_KEY } from './queries';
import { receivableColumns, receivableSearchFields, toReceivableFilters } from './ReceivableList.data';
import { financeTexts } from './texts';

/** 应收款 (cwgl/ReceivableList): every receivable with its received amount and arrears; export. */
export default function ReceivableListPage() {
  const { t } = financeTexts.useTranslation();
  const can = usePermission();
  return (
    <div className="cb-page">
      <ListPage<ReceivableRow, ReceivableFilters>
        settingKey={RECEIVABLE_LIST_SETTING_KEY}
        columns={receivableColumns(t)}
        fetchPage={receivablesApi.list}
        searchFields={receivableSearchFields(t)}
        toFilters={toReceivableFilters}
        // 应收统计's links carry the audit type as text: the select holds numbers.
        urlToForm={(p) => ({ ...p, ...(p.auditType ? { auditType: Number(p.auditType) } : {}) })}
        onExport={can('cwgl:receivable:export') ? receivablesApi.exportList : undefined}
      />
    </div>
  );
}
