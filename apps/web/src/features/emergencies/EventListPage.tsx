import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type EventFilters, type EventRow, eventsApi } from './api';
import { ADD_PATH, eventColumns, eventSearchFields } from './EventList.data';
import { EVENT_LIST_SETTING_KEY, useCloseEvent, useDeleteEvent, usePublishEvent } from './queries';
import { eventTexts } from './texts';

/** 应急事件 (yjxy/EventList): search, server paging and sorting, column settings, export. */
export default function EventListPage() {
  const { t } = eventTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const remove = useDeleteEvent();
  const publish = usePublishEvent();
  const close = useCloseEvent();

  return (
    <div className="cb-page">
      <ListPage<EventRow, EventFilters>
        settingKey={EVENT_LIST_SETTING_KEY}
        columns={eventColumns({
          t,
          can,
          navigate,
          remove: remove.mutateAsync,
          publish: publish.mutateAsync,
          close: close.mutateAsync,
        })}
        fetchPage={eventsApi.list}
        searchFields={eventSearchFields(t)}
        toolbar={
          can('yjxy:event:add') ? (
            <Button type="primary" onClick={() => navigate(ADD_PATH)}>
              {t('list.add')}
            </Button>
          ) : null
        }
        onExport={can('yjxy:event:export') ? eventsApi.exportList : undefined}
      />
    </div>
  );
}
