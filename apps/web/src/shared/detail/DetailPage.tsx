import { Button, Card, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import './detail.css';

export interface DetailTab {
  key: string;
  label: ReactNode;
  /** Rendered the first time the tab is opened (and kept while the page is open). */
  children: ReactNode;
  hidden?: boolean;
}

/**
 * A record's detail page: a title card with actions and tabs (basic data, children, related
 * records, files, change history …).
 *
 * @example
 * <DetailPage title={e.name} extra={<Button>编辑</Button>} tabs={[{ key: 'basic', label: '基本信息', children: <Basic /> }]} />
 */
export function DetailPage({
  title,
  extra,
  tabs,
  activeKey,
  onTabChange,
}: {
  title: ReactNode;
  extra?: ReactNode;
  tabs: readonly DetailTab[];
  activeKey?: string;
  onTabChange?: (key: string) => void;
}) {
  return (
    <Card className="cb-detail-page" title={title} extra={extra}>
      <Tabs
        activeKey={activeKey}
        onChange={onTabChange}
        items={tabs
          .filter((tab) => !tab.hidden)
          .map(({ key, label, children }) => ({ key, label, children }))}
      />
    </Card>
  );
}

/** A detail page's actions: back to its list and, where `edit` is given (the user may edit), 编辑. */
export function DetailActions({
  list,
  listLabel,
  edit,
  editLabel,
}: {
  list: string;
  listLabel: string;
  edit: string | null;
  editLabel: string;
}) {
  const navigate = useNavigate();
  return (
    <>
      <Button onClick={() => navigate(list)}>{listLabel}</Button>{' '}
      {edit ? (
        <Button type="primary" onClick={() => navigate(edit)}>
          {editLabel}
        </Button>
      ) : null}
    </>
  );
}
