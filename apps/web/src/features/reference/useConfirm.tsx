import { Modal } from 'antd';
import { referenceTexts } from './texts';

/**
 * A delete confirmation through antd's Modal (already loaded by the shell), rather than Popconfirm,
 * whose popover would be split into a chunk every signed-in page loads.
 */
export function useConfirmDelete() {
  const { t } = referenceTexts.useTranslation();
  const [modal, holder] = Modal.useModal();
  const confirm = (onOk: () => Promise<unknown>) =>
    void modal.confirm({
      title: t('admin.deleteConfirm'),
      okButtonProps: { danger: true },
      onOk: () => onOk().catch(() => {}),
    });
  return [confirm, holder] as const;
}
