import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type CompetenceFilters, type CompetenceRow, myCodesApi } from './api';
import { MY_CODE_ADD_PATH, myCodeColumns, myCodeSearchFields } from './MyCode.data';
import { MY_CODE_LIST_SETTING_KEY, useWithdrawMyCode } from './queries';
import { auditorTexts } from './texts';

/**
 * 我的专业代码 (auditorZone/CodeList): the signed-in auditor's competences and applications with
 * their state and HR's return reason; apply, change or withdraw an open application.
 */
export default function MyCodeListPage() {
  const { t } = auditorTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const withdraw = useWithdrawMyCode();

  return (
    <div className="cb-page">
      <ListPage<CompetenceRow, CompetenceFilters>
        settingKey={MY_CODE_LIST_SETTING_KEY}
        columns={myCodeColumns({ t, can, navigate, withdraw: withdraw.mutateAsync })}
        fetchPage={myCodesApi.list}
        scrollX={1400}
        searchFields={myCodeSearchFields(t)}
        toolbar={
          can('auditorZone:code:add') ? (
            <Button type="primary" onClick={() => navigate(MY_CODE_ADD_PATH)}>
              {t('zone.apply')}
            </Button>
          ) : null
        }
      />
    </div>
  );
}
