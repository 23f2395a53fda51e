import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, DatePicker, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { ExcelImportButton } from '../../shared/components/form/ExcelImportButton';
import { ActionLink, ConfirmActionButton } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type CalendarDay, lifecycleApi } from './api';
import { useAddDay, useCalendarYear, useEditDay, useImportDays, useRemoveDay } from './queries';
import { type LifecycleT, lifecycleTexts } from './texts';

interface DayForm {
  date?: Dayjs | null;
  kind: 1 | 2;
  name: string;
}

const kindText = (t: LifecycleT, kind: number) => t(`kinds.k${kind}` as 'kinds.k1');
const weekdayText = (t: LifecycleT, weekday: number) => t(`weekdays.w${weekday}` as 'weekdays.w0');

/**
 * 工作日历 (sys/CalendarList): the body's public holidays and adjusted working days, one year at a
 * time; add, edit and delete days, import and export a year in Excel.
 */
export default function CalendarListPage() {
  const { t } = lifecycleTexts.useTranslation();
  const can = usePermission();
  const { message } = App.useApp();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const calendar = useCalendarYear(year);
  const add = useAddDay();
  const edit = useEditDay();
  const remove = useRemoveDay();
  const importDays = useImportDays();
  const [editing, setEditing] = useState<CalendarDay | 'new' | null>(null);
  const [form] = Form.useForm<DayForm>();

  const years = [...new Set([...(calendar.data?.years ?? []), year - 1, year, year + 1])].sort();

  const open = (day: CalendarDay | 'new') => {
    setEditing(day);
    form.setFieldsValue(
      day === 'new'
        ? { date: null, kind: 1, name: '' }
        : { date: dayjs(day.date), kind: day.kind as 1 | 2, name: day.name },
    );
  };

  const save = async () => {
    const v = await form.validateFields();
    const body = { date: v.date ? v.date.format('YYYY-MM-DD') : '', kind: v.kind, name: v.name.trim() };
    try {
      if (editing === 'new') await add.mutateAsync(body);
      else if (editing) await edit.mutateAsync({ ...body, id: editing.id, version: editing.version });
      message.success(t('calendar.saved'));
      setEditing(null);
    } catch {
      // shown by the shared client
    }
  };

  if (calendar.isError) return <ErrorBlock error={calendar.error} onRetry={() => calendar.refetch()} />;

  return (
    <div className="cb-page" data-testid="calendar-page">
      <Alert type="info" showIcon message={t('calendar.hint')} style={{ marginBottom: 12 }} />
      <Space wrap style={{ marginBottom: 12 }}>
        <label htmlFor="calendar-year">{t('calendar.year')}</label>
        <Select
          id="calendar-year"
          value={year}
          style={{ width: 110 }}
          onChange={setYear}
          options={years.map((y) => ({ value: y, label: String(y) }))}
        />
        {calendar.data ? (
          <Tag color="blue">{t('calendar.workingDays', { count: calendar.data.workingDays })}</Tag>
        ) : null}
        {can('sys:calendar:add') ? (
          <Button type="primary" onClick={() => open('new')}>
            {t('calendar.add')}
          </Button>
        ) : null}
        {can('sys:calendar:import') ? (
          <ExcelImportButton
            label={t('calendar.import')}
            loading={importDays.isPending}
            hint={t('calendar.importHint')}
            upload={async (file) => {
              const r = await importDays.mutateAsync(file);
              message.success(t('calendar.imported', { added: r.added, updated: r.updated }));
            }}
          />
        ) : null}
        {can('sys:calendar:export') ? (
          <Button icon={<DownloadOutlined />} onClick={() => void lifecycleApi.exportYear(year)}>
            {t('calendar.export')}
          </Button>
        ) : null}
      </Space>
      <Table<CalendarDay>
        rowKey="id"
        data-testid="calendar-days"
        loading={calendar.isPending}
        dataSource={calendar.data?.days ?? []}
        pagination={false}
        size="middle"
        locale={{ emptyText: t('calendar.empty') }}
        columns={[
          { title: t('calendar.date'), dataIndex: 'date', width: 130 },
          {
            title: t('calendar.weekday'),
            dataIndex: 'weekday',
            width: 100,
            render: (w: number) => weekdayText(t, w),
          },
          {
            title: t('calendar.kind'),
            dataIndex: 'kind',
            width: 120,
            render: (k: number) => <Tag color={k === 1 ? 'red' : 'blue'}>{kindText(t, k)}</Tag>,
          },
          { title: t('calendar.name'), dataIndex: 'name' },
          {
            title: t('calendar.actions'),
            key: 'actions',
            width: 150,
            render: (_v, day) => (
              <Space size={0}>
                {can('sys:calendar:edit') ? (
                  <ActionLink onClick={() => open(day)}>{t('calendar.edit')}</ActionLink>
                ) : null}
                {can('sys:calendar:delete') ? (
                  <ConfirmActionButton
                    label={t('calendar.delete')}
                    title={t('calendar.deleteConfirm')}
                    content={`${day.date} ${day.name}`}
                    done={t('calendar.deleted')}
                    action={() => remove.mutateAsync({ id: day.id, version: day.version })}
                  />
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('calendar.addTitle') : t('calendar.editTitle')}
        okText={t('calendar.save')}
        cancelText={t('calendar.cancel')}
        confirmLoading={add.isPending || edit.isPending}
        onCancel={() => setEditing(null)}
        onOk={() => void save()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="date"
            label={t('calendar.date')}
            rules={[{ required: true, message: t('calendar.dateRequired') }]}
          >
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="kind" label={t('calendar.kind')} rules={[{ required: true }]}>
            <Select
              options={[
                { value: 1, label: kindText(t, 1) },
                { value: 2, label: kindText(t, 2) },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('calendar.name')}
            rules={[{ required: true, whitespace: true, message: t('calendar.nameRequired') }]}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
