import { NOTICE_CATEGORY_MENU } from '@cb/domain';
import { useMenuPermission } from '../../shared/permissions';

/** SPEC.md §6: /xxtz/list gates the messages tab and its count, /xxtz/noticeList the notices tab. */
export function useNoticeGates(): { messages: boolean; notices: boolean } {
  const hasMenu = useMenuPermission();
  return { messages: hasMenu(NOTICE_CATEGORY_MENU['1']), notices: hasMenu(NOTICE_CATEGORY_MENU['2']) };
}

/** The badge total: only the permitted counts. */
export function permittedTotal(
  gates: { messages: boolean; notices: boolean },
  data: { messageTotal: number; noticeTotal: number } | null,
): number {
  if (!data) return 0;
  return (gates.messages ? data.messageTotal : 0) + (gates.notices ? data.noticeTotal : 0);
}
