import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { useSession } from '../../shared/stores/session';
import { type SettlementFilters, type SettlementRow, settlementApi } from './api';
import { FormulaButton } from './FormulaButton';
import { SETTLEMENT_LIST_SETTING_KEY } from './queries';
import {
  ADD_PATH,
  settlementColumns,
  settlementFilters,
  settlementSearchFields,
} from './SettlementList.data';
import { settlementTexts } from './texts';

/** 结算价 (cwgl/SettlementList): search, server paging and sorting, export, 新增, 审核, 结算公式. */
export default function SettlementListPage() {
  const { t } = settlementTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const userId = useSession((s) => s.userInfo?.id);
  return (
    <div className="cb-page">
      <ListPage<SettlementRow, SettlementFilters>
        settingKey={SETTLEMENT_LIST_SETTING_KEY}
        columns={settlementColumns({ t, can, navigate, userId })}
        fetchPage={settlementApi.list}
        searchFields={settlementSearchFields(t)}
        toFilters={settlementFilters}
        toolbar={
          <Space>
            {can('cwgl:settlement:add') ? (
              <Button type="primary" onClick={() => navigate(ADD_PATH)}>
                {t('list.add')}
              </Button>
            ) : null}
            {can('cwgl:settlement:formula') ? <FormulaButton /> : null}
          </Space>
        }
        onExport={can('cwgl:settlement:export') ? settlementApi.exportList : undefined}
      />
    </div>
  );
}
