import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
import { FloatButton, Modal } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { HasPermission } from '../../shared/permissions';
import { DraggableModal } from './DraggableModal';

const CertificateCodeLookup = lazy(() => import('../../features/reference/CertificateCodeLookup'));
const CompanyCheckLinks = lazy(() => import('../../features/reference/CompanyCheckLinks'));
const ReviewTool = lazy(() =>
  import('../../pages-public/review-tool/ReviewToolPage').then((m) => ({ default: m.ReviewToolPage })),
);

type Panel = 'review' | 'codes' | 'company' | null;

/**
 * The floating toolbar (SPEC.md §1): review tool (a draggable dialog), 专业代码查询, the company
 * check popup and scroll to top, on every signed-in page; the review tool only where
 * `reviewToolVisible` says (and for holders of common:review:tool). The dialogs' contents load
 * only when opened.
 */
export default function FloatingToolbar({ reviewTool }: { reviewTool: boolean }) {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<Panel>(null);
  const close = () => setPanel(null);

  return (
    <>
      <FloatButton.Group shape="circle" className="shell-toolbar" data-testid="floating-toolbar">
        {reviewTool ? (
          <HasPermission action="common:review:tool">
            <FloatButton
              icon={<ToolOutlined />}
              aria-label={t('toolbar.reviewTool')}
              tooltip={t('toolbar.reviewTool')}
              onClick={() => setPanel('review')}
            />
          </HasPermission>
        ) : null}
        <HasPermission action="common:code:query">
          <FloatButton
            icon={<SearchOutlined />}
            aria-label={t('toolbar.codeLookup')}
            tooltip={t('toolbar.codeLookup')}
            onClick={() => setPanel('codes')}
          />
        </HasPermission>
        <HasPermission action="common:company:check">
          <FloatButton
            icon={<GlobalOutlined />}
            aria-label={t('toolbar.companySite')}
            tooltip={t('toolbar.companySite')}
            onClick={() => setPanel('company')}
          />
        </HasPermission>
        <FloatButton.BackTop
          aria-label={t('toolbar.backTop')}
          tooltip={t('toolbar.backTop')}
          visibilityHeight={0}
        />
      </FloatButton.Group>
      <Suspense fallback={null}>
        {panel === 'review' && reviewTool ? (
          <DraggableModal
            title={t('toolbar.reviewTool')}
            open
            onCancel={close}
            footer={null}
            width={960}
            mask={false}
          >
            <ReviewTool />
          </DraggableModal>
        ) : null}
        {panel === 'codes' ? <CertificateCodeLookup open onClose={close} /> : null}
        {panel === 'company' ? (
          <Modal title={t('toolbar.companySite')} open onCancel={close} footer={null} width={720}>
            <CompanyCheckLinks />
          </Modal>
        ) : null}
      </Suspense>
    </>
  );
}
