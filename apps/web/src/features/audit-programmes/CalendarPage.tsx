import { addDays, calendarDateOf, calendarDates, monthOf, weekOf } from '@cb/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Segmented, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { type CalendarRow, plansApi } from './api';
import { roleLabel, schemeOptions } from './options';
import { type ProgrammeT, programmeTexts } from './texts';
import './calendar.css';
import { SelectFilter } from '../../shared/list/parts';

type View = 'week' | 'month';
type Slot = CalendarRow['slots'][number];
interface Filters {
  scheme?: string;
  code?: string;
  name?: string;
}

const rangeOf = (view: View, anchor: string) => (view === 'week' ? weekOf(anchor) : monthOf(anchor));

/** Width of the auditor column (px). */
export const CALENDAR_NAME_WIDTH = 130;
/**
 * Width of a day column (px): in the week view all seven days, Monday to Sunday (audits happen on
 * weekends too), fit beside the auditor column in the 1,040 px a page has at 1366 px (issue 31
 * item 8), sharing what is left over; the month view's days are narrow and the table scrolls.
 */
export const calendarDayWidth = (view: View) => (view === 'week' ? 118 : 34);

/** Moves the anchor one week, or to the same day of the next/previous month. */
function shift(view: View, anchor: string, step: 1 | -1): string {
  if (view === 'week') return addDays(anchor, 7 * step);
  const d = new Date(`${anchor.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + step);
  return d.toISOString().slice(0, 10);
}

function SlotCell({ slot, wide, t }: { slot: Slot; wide: boolean; t: ProgrammeT }) {
  const label =
    slot.state === 'busy'
      ? slot.tasks.map((x) => `${x.enterpriseName}（${roleLabel(x.role)}）`).join('；')
      : slot.state === 'leave'
        ? t('calendar.leave')
        : '';
  const tip =
    slot.state === 'busy' ? (
      <div>
        {slot.tasks.map((x) => (
          <div key={x.planId}>
            {x.planNo} {x.enterpriseName} · {roleLabel(x.role)} ·{' '}
            {x.status === 3 ? t('calendar.approved') : t('calendar.pending')}
          </div>
        ))}
        {slot.clash ? <div>{t('calendar.clash')}</div> : null}
      </div>
    ) : (
      label || t('calendar.free')
    );
  const pending = slot.state === 'busy' && slot.tasks.every((x) => x.status !== 3);
  return (
    <Tooltip title={tip} mouseEnterDelay={0.2}>
      <div
        className={`cb-cal-slot cb-cal-${slot.state}${pending ? ' cb-cal-pending' : ''}${slot.clash ? ' cb-cal-clash' : ''}`}
        data-slot={`${slot.date}:${slot.half}`}
        data-state={slot.state}
      >
        {wide ? <span className="cb-cal-text">{label}</span> : null}
      </div>
    </Tooltip>
  );
}

/** 审核日程 (auditorZone/Schedule): the tenant's auditors by half-day, week or month, paged on the server. */
export default function CalendarPage() {
  const { t } = programmeTexts.useTranslation();
  const [view, setView] = useState<View>('week');
  const [anchor, setAnchor] = useState(() => calendarDateOf(new Date()));
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 20 });
  const [form] = Form.useForm<Filters>();
  const range = rangeOf(view, anchor);
  const query = useQuery({
    queryKey: ['auditorZone', 'schedule', range, filters, paging],
    queryFn: () => plansApi.calendar({ ...range, ...filters, ...paging }),
    placeholderData: keepPreviousData,
  });
  const dates = useMemo(() => calendarDates(range.from, range.to), [range.from, range.to]);
  const weekdays = t('calendar.weekdays').split(',');
  const today = calendarDateOf(new Date());
  const wide = view === 'week';
  const unit = view === 'week' ? t('calendar.week') : t('calendar.month');

  const columns = [
    {
      key: 'name',
      title: t('calendar.auditor'),
      fixed: 'left' as const,
      width: CALENDAR_NAME_WIDTH,
      render: (_: unknown, r: CalendarRow) => (
        <div>
          <div className="cb-cal-name">{r.name}</div>
          <div className="cb-cal-schemes">{r.schemes.join(' ')}</div>
        </div>
      ),
    },
    ...dates.map((date, i) => ({
      key: date,
      width: calendarDayWidth(view),
      className: `cb-cal-day${date === today ? ' cb-cal-today' : ''}${i % 7 >= 5 ? ' cb-cal-weekend' : ''}`,
      title: (
        <div className="cb-cal-head">
          <div>{wide ? date.slice(5) : Number(date.slice(8))}</div>
          <div className="cb-cal-weekday">{weekdays[i % 7]}</div>
        </div>
      ),
      render: (_: unknown, r: CalendarRow) => (
        <div className="cb-cal-pair" data-auditor={r.auditorId}>
          {([1, 2] as const).map((half) => (
            <SlotCell
              key={half}
              slot={
                r.slots.find((s) => s.date === date && s.half === half) ?? {
                  date,
                  half,
                  state: 'free',
                  tasks: [],
                  clash: false,
                }
              }
              wide={wide}
              t={t}
            />
          ))}
        </div>
      ),
    })),
  ];

  return (
    <div className="cb-page cb-calendar">
      <Card size="small">
        <Form
          form={form}
          layout="inline"
          onFinish={(v) => {
            setFilters({
              scheme: v.scheme || undefined,
              code: v.code?.trim() || undefined,
              name: v.name?.trim() || undefined,
            });
            setPaging((p) => ({ ...p, pageNo: 1 }));
          }}
        >
          <SelectFilter name="scheme" label={t('calendar.scheme')} options={schemeOptions()} width={180} />
          <Form.Item
            name="code"
            label={t('calendar.code')}
            rules={[{ pattern: /^\d{2}(\.\d{2}){0,2}$/, message: t('calendar.codePlaceholder') }]}
          >
            <Input allowClear placeholder={t('calendar.codePlaceholder')} style={{ width: 210 }} />
          </Form.Item>
          <Form.Item name="name" label={t('calendar.name')}>
            <Input allowClear style={{ width: 120 }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit">
              {t('calendar.search')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card size="small" style={{ marginTop: 12 }}>
        <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
          <Space wrap>
            <Segmented<View>
              value={view}
              onChange={(v) => setView(v)}
              options={[
                { value: 'week', label: t('calendar.week') },
                { value: 'month', label: t('calendar.month') },
              ]}
            />
            <Button onClick={() => setAnchor(shift(view, anchor, -1))}>{t('calendar.prev', { unit })}</Button>
            <Button onClick={() => setAnchor(today)}>{t('calendar.today')}</Button>
            <Button onClick={() => setAnchor(shift(view, anchor, 1))}>{t('calendar.next', { unit })}</Button>
            <Typography.Text strong data-testid="calendar-range">
              {range.from} ~ {range.to}
            </Typography.Text>
          </Space>
          <Space size={4}>
            <Tag className="cb-cal-legend cb-cal-busy">{t('calendar.busy')}</Tag>
            <Tag className="cb-cal-legend cb-cal-busy cb-cal-pending">{t('calendar.pending')}</Tag>
            <Tag className="cb-cal-legend cb-cal-leave">{t('calendar.leave')}</Tag>
            <Tag className="cb-cal-legend cb-cal-free">{t('calendar.free')}</Tag>
            <Tag className="cb-cal-legend cb-cal-clash">{t('calendar.clash')}</Tag>
          </Space>
        </Space>
        {query.isError ? (
          <ErrorBlock error={query.error} onRetry={() => query.refetch()} />
        ) : (
          <Table<CalendarRow>
            rowKey="auditorId"
            size="small"
            bordered
            loading={query.isFetching}
            columns={columns}
            dataSource={query.data?.records ?? []}
            scroll={{ x: CALENDAR_NAME_WIDTH + dates.length * calendarDayWidth(view) }}
            pagination={{
              current: paging.pageNo,
              pageSize: paging.pageSize,
              total: query.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: [10, 20, 50, 100],
              showTotal: (total) => t('calendar.total', { total }),
              onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
            }}
          />
        )}
      </Card>
    </div>
  );
}
