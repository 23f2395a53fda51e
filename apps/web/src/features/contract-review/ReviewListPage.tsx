import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type ReviewFilters, type ReviewRow, reviewApi } from './api';
import { REVIEW_LIST_SETTING_KEY } from './queries';
import { reviewColumns, reviewSearchFields, toReviewFilters } from './ReviewList.data';
import { reviewTexts } from './texts';

/** 合同评审 (htps/ReviewList): search, server paging and sorting, column settings, Excel export. */
export default function ReviewListPage() {
  const { t } = reviewTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  return (
    <div className="cb-page">
      <ListPage<ReviewRow, ReviewFilters>
        settingKey={REVIEW_LIST_SETTING_KEY}
        columns={reviewColumns({ t, can, navigate })}
        fetchPage={reviewApi.list}
        toFilters={toReviewFilters}
        scrollX={1600}
        searchFields={reviewSearchFields(t)}
        toolbar={
          can('htps:review:config') ? (
            <Button onClick={() => navigate('/htps/review/config')}>{t('config.title')}</Button>
          ) : null
        }
        onExport={can('htps:review:export') ? reviewApi.exportList : undefined}
      />
    </div>
  );
}
