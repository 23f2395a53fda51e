import { OnsiteList } from './OnsiteFileListPage';

/** 档案管理 (assist/ArchiveList, `/assist/archive`): the audits' files, to confirm and archive. */
export default function ArchiveListPage() {
  return <OnsiteList archive />;
}
