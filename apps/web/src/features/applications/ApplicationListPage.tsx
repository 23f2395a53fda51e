import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { applicationColumns, applicationSearchFields, toApplicationFilters } from './ApplicationList.data';
import { type ApplicationFilters, type ApplicationRow, applicationsApi } from './api';
import { APPLICATION_LIST_SETTING_KEY, useDeleteApplication } from './queries';
import { applicationTexts } from './texts';

/** 申请查询 (xmsl/SearchList): search, server paging and sorting, column settings, Excel export. */
export default function ApplicationListPage() {
  const { t } = applicationTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const remove = useDeleteApplication();
  const [capped, setCapped] = useState(false);

  return (
    <div className="cb-page">
      {capped ? (
        <Alert type="info" showIcon title={t('list.capped', { n: 10000 })} style={{ marginBottom: 12 }} />
      ) : null}
      <ListPage<ApplicationRow, ApplicationFilters>
        settingKey={APPLICATION_LIST_SETTING_KEY}
        columns={applicationColumns({ t, can, navigate, remove: remove.mutateAsync })}
        fetchPage={async (query) => {
          const page = await applicationsApi.list(query);
          setCapped(page.totalCapped);
          return page;
        }}
        toFilters={toApplicationFilters}
        scrollX={1500}
        searchFields={applicationSearchFields(t)}
        toolbar={
          can('xmsl:add:add') ? (
            <Button type="primary" onClick={() => navigate('/xmsl/add')}>
              {t('list.add')}
            </Button>
          ) : null
        }
        onExport={can('xmsl:search:export') ? applicationsApi.exportList : undefined}
      />
    </div>
  );
}
