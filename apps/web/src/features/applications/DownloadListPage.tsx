import { DOWNLOAD_DOCUMENT_TYPES, DOWNLOAD_FILES_PREFIX, DOWNLOAD_LIBRARY_ACCESS } from '@cb/domain';
import { Card, Skeleton } from 'antd';
import { RecordFiles } from '../../shared/files';
import { usePermission } from '../../shared/permissions';
import { canAny } from './ApplicationList.data';
import { useDownloadLibrary } from './queries';
import { applicationTexts } from './texts';

/**
 * 资料下载 (xmsl/DownloadList): the body's blank application forms and guides. Everyone with the
 * page downloads and previews them; holders of xmsl:download:upload / :delete maintain them.
 */
export default function DownloadListPage() {
  const { t } = applicationTexts.useTranslation();
  const can = usePermission();
  const library = useDownloadLibrary();
  return (
    <Card className="cb-page" title={t('download.title')} extra={t('download.hint')}>
      {library.data ? (
        <RecordFiles
          prefix={DOWNLOAD_FILES_PREFIX}
          recordId={library.data.id}
          documentTypes={DOWNLOAD_DOCUMENT_TYPES}
          editable={canAny(can, DOWNLOAD_LIBRARY_ACCESS.write)}
        />
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}
