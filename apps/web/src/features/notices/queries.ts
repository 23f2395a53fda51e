/**
 * Server state of the notice pages (TanStack Query, shared/api/areaQueries.ts). The lists are
 * ListPages whose settingKeys share these keys (`xxtz:received:<category>:list`,
 * `xxtz:noticeAdmin:list`), so the mutations below refresh them: reading refreshes the user's
 * lists, publishing and revoking refresh both the administration and the recipients' lists.
 *
 * @example
 * const notice = useNotice(id);
 * const publish = usePublishNotice();
 * await publish.mutateAsync(row);
 */
import { useQuery } from '@tanstack/react-query';
import { defineAreaQueries } from '../../shared/api/areaQueries';
import { type ChannelConfig, type ContractPopupSetting, type NoticeInput, noticeApi } from './api';

const RECEIVED_AREA_KEY = 'xxtz:received';
const ADMIN_AREA_KEY = 'xxtz:noticeAdmin';

/** The column-settings key of the user's messages ('1') or notices ('2'), and of their cached pages. */
export const receivedListSettingKey = (category: '1' | '2') => `${RECEIVED_AREA_KEY}:${category}:list`;
export const ADMIN_NOTICE_LIST_SETTING_KEY = `${ADMIN_AREA_KEY}:list`;

// ─────────────────────────────────────────── the user's own ───────────────────────────────────────────

const received = defineAreaQueries(RECEIVED_AREA_KEY, { get: noticeApi.detail });

/** A notice as its recipient (or an administrator) reads it. */
export const useNotice = received.useRecord;
export const useMarkNoticeRead = received.mutation((id: string) => noticeApi.markRead(id));
export const useMarkAllNoticesRead = received.mutation((category: '1' | '2') =>
  noticeApi.markAllRead(category),
);
/** Refreshes the user's lists (a notice was pushed to the user). */
export const receivedKeys = received.keys;

// ─────────────────────────────────────────── administration ───────────────────────────────────────────

const admin = defineAreaQueries(ADMIN_AREA_KEY, { get: noticeApi.adminGet });
const alsoReceived = { alsoInvalidate: [received.keys.all] };

/** A notice as its administrators edit it (content and attachments included). */
export const useAdminNotice = admin.useRecord;

export const useSaveNotice = admin.mutation(
  ({ input, record }: { input: NoticeInput; record: { id: string; version: number } | null }) =>
    record ? noticeApi.update({ ...input, id: record.id, version: record.version }) : noticeApi.create(input),
);
type Versioned = { id: string; version: number };
export const usePublishNotice = admin.mutation(
  (n: Versioned) => noticeApi.publish(n.id, n.version),
  alsoReceived,
);
export const useRevokeNotice = admin.mutation(
  (n: Versioned) => noticeApi.revoke(n.id, n.version),
  alsoReceived,
);
export const useDeleteNotice = admin.mutation((n: Versioned) => noticeApi.remove(n.id, n.version));

/** The delivery log of a notice (idle while none is chosen). */
export function useNoticeDeliveries(id: string | null) {
  return useQuery({
    queryKey: [...admin.keys.detail(id ?? ''), 'deliveries'],
    queryFn: () => noticeApi.deliveries(id as string),
    enabled: Boolean(id),
  });
}

/** The roles and users a notice can be sent to. */
export function useNoticeTargets() {
  return useQuery({ queryKey: [...admin.keys.all, 'targets'], queryFn: noticeApi.targetOptions });
}

// ────────────────────────────────────────── settings and channels ──────────────────────────────────────────

const settings = defineAreaQueries('xxtz:settings', {});

/** The tenant's external channel configurations (secrets masked). */
export function useChannelConfigs() {
  return useQuery({ queryKey: [...settings.keys.all, 'channels'], queryFn: noticeApi.channelConfigs });
}
export const useSaveChannel = settings.mutation((value: ChannelConfig) => noticeApi.saveChannel(value));

export function useContractSetting() {
  return useQuery({ queryKey: [...settings.keys.all, 'contractPopup'], queryFn: noticeApi.contractSetting });
}
export const useSaveContractSetting = settings.mutation((value: ContractPopupSetting) =>
  noticeApi.saveContractSetting(value),
);

/** The user's channel choice and which channels the body has on (the channel dialog, while open). */
export function useMyNoticeRoutes(enabled: boolean) {
  const routes = useQuery({
    queryKey: [...settings.keys.all, 'myRoutes'],
    queryFn: () => noticeApi.routes().then((list) => list.map((r) => r.dictNoticeRoute)),
    enabled,
    staleTime: 0,
  });
  const status = useQuery({
    queryKey: [...settings.keys.all, 'channelStatus'],
    queryFn: noticeApi.channelStatus,
    enabled,
    staleTime: 0,
  });
  return { routes: routes.data, enabledRoutes: status.data?.enabledRoutes };
}
export const useSaveMyNoticeRoutes = settings.mutation((routes: string[]) => noticeApi.saveRoutes(routes));
