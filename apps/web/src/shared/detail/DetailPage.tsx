import { Card, Tabs } from 'antd';
import type { ReactNode } from 'react';
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
