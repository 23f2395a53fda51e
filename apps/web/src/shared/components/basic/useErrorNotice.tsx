import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from './Icon';
import './basic.css';

export interface ErrorNotice {
  title: string;
  description: string;
  /** Seconds before it closes by itself (antd's `duration`). */
  duration: number;
}

interface Shown extends ErrorNotice {
  id: number;
}

/**
 * An error notification that looks like antd's `notification.error` (top right), without antd's
 * runtime. Returns the function that shows one and the element that must be rendered.
 *
 * @example
 * const [showError, holder] = useErrorNotice();
 * showError({ title: '登录失败', description: message, duration: 4 });
 * return <>{holder}…</>;
 */
export function useErrorNotice(): [(notice: ErrorNotice) => void, ReactNode] {
  const [notices, setNotices] = useState<Shown[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(0);

  const close = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setNotices((list) => list.filter((n) => n.id !== id));
  }, []);

  const show = useCallback(
    (notice: ErrorNotice) => {
      const id = ++nextId.current;
      setNotices((list) => [...list, { ...notice, id }]);
      timers.current.set(
        id,
        setTimeout(() => close(id), notice.duration * 1000),
      );
    },
    [close],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const holder =
    notices.length > 0 ? (
      <div className="cb-notices">
        {notices.map((n) => (
          <div key={n.id} className="cb-notice" role="alert">
            <Icon icon={CloseCircleFilled} className="cb-notice__icon" />
            <div className="cb-notice__body">
              <div className="cb-notice__title">{n.title}</div>
              <div className="cb-notice__description">{n.description}</div>
            </div>
            <button
              type="button"
              className="cb-notice__close"
              aria-label="close"
              onClick={() => close(n.id)}
            />
          </div>
        ))}
      </div>
    ) : null;

  return [show, holder];
}
