import { Alert } from 'antd';
import { DueCard } from './DueCard';
import { lifecycleTexts } from './texts';

/** 期限待办 (zsfx/DueList): the due list on its own page, for the people who report and manage certificates. */
export default function DueListPage() {
  const { t } = lifecycleTexts.useTranslation();
  return (
    <div className="cb-page" data-testid="due-page">
      <Alert type="info" showIcon message={t('due.hint')} style={{ marginBottom: 12 }} />
      <DueCard />
    </div>
  );
}
