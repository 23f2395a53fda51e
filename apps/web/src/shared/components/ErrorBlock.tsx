import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { forbiddenReason, isApiError } from '../http/errors';
import { blockTexts } from '../list/texts';

/** What a page could not show: the user may not see it, it does not exist, or loading failed. */
export type BlockStatus = 'forbidden' | 'notFound' | 'error';

/**
 * The block for a failed call (or its HTTP status): 403 → forbidden, 404 (and 400, a malformed id)
 * → not found, anything else → failed.
 */
export function blockStatusOf(error: unknown): BlockStatus {
  const code = typeof error === 'number' ? error : isApiError(error) ? error.code : 0;
  if (code === 403) return 'forbidden';
  if (code === 404 || code === 400) return 'notFound';
  return 'error';
}

export interface ErrorBlockProps {
  /** The failure: an ApiError from the shared client, anything a query rejected with, or a status. */
  error?: unknown;
  /** Overrides what `error` says. */
  status?: BlockStatus;
  /** Replaces the standard title (403 / 404 / 加载失败). */
  title?: ReactNode;
  /** Replaces the standard explanation. */
  description?: ReactNode;
  /** Shown below (a way back); for 'error' without `extra`, `onRetry` adds a 重试 button. */
  extra?: ReactNode;
  onRetry?: () => void;
  /**
   * The record's list: a missing or forbidden record (404/403) offers 返回列表 to it, never a bare
   * code (needs a router; `extra` takes precedence).
   */
  backTo?: string;
}

/** 返回列表 of a missing or forbidden record. */
function BackToList({ to }: { to: string }) {
  const { t } = blockTexts.useTranslation();
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => void navigate(to)}>
      {t('status.backToList')}
    </Button>
  );
}

/**
 * The one error / forbidden / not-found block of a page (import only from lazily loaded pages: it
 * pulls in antd's Result). Details and forms show it when their record cannot be loaded.
 *
 * @example
 * const enterprise = useEnterprise(id);
 * if (enterprise.error) return <ErrorBlock error={enterprise.error} onRetry={() => enterprise.refetch()} />;
 * if (application.error) return <ErrorBlock error={application.error} backTo="/xmsl/search" />;
 * <ErrorBlock status="notFound" title={t('detail.notFound')} extra={<Button>返回</Button>} />
 */
export function ErrorBlock({ error, status, title, description, extra, onRetry, backTo }: ErrorBlockProps) {
  const { t } = blockTexts.useTranslation();
  const shown = status ?? blockStatusOf(error);
  const retry =
    shown === 'error' && onRetry ? (
      <Button type="primary" onClick={onRetry}>
        {t('status.retry')}
      </Button>
    ) : backTo && shown !== 'error' ? (
      <BackToList to={backTo} />
    ) : undefined;
  const look = {
    forbidden: { result: '403', title: '403', text: t('status.forbidden') },
    notFound: { result: '404', title: '404', text: t('status.notFound') },
    error: { result: 'error', title: t('status.errorTitle'), text: t('status.error') },
  } as const;
  const { result, title: standardTitle, text } = look[shown];
  // A 403 the server explains (这不是分配给您的技术审定任务) says why under the standard text.
  const reason = shown === 'forbidden' ? forbiddenReason(error) : null;
  return (
    <div data-testid={`error-block-${shown}`}>
      <Result
        status={result}
        title={title ?? standardTitle}
        subTitle={
          description ??
          (title ? undefined : reason ? (
            <>
              <span>{text}</span>
              <br />
              <span data-testid="error-block-reason">{reason}</span>
            </>
          ) : (
            text
          ))
        }
        extra={extra ?? retry}
      />
    </div>
  );
}
