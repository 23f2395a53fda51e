import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Form, type FormInstance, Space, Table, Tag } from 'antd';
import type { ColumnType, SorterResult } from 'antd/es/table/interface';
import {
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useInRouterContext, useLocation } from 'react-router';
import { listQueryKey } from '../api/areaQueries';
import { applyStandardNameSetting } from '../components/form/rules';
import { withLoading } from '../loading/loadingStore';
import { useSession } from '../stores/session';
import { ColumnSettingsButton } from './ColumnSettingsButton';
import { fitToWidth, giveWay, withCellDefaults } from './columnLayout';
import {
  applyColumnState,
  type ColumnState,
  loadColumnSettings,
  parseColumnState,
  saveColumnState,
} from './columnSettings';
import { blockTexts } from './texts';
import './list.css';

/** A column of a ListPage: an antd column with a required key and, if sortable, its API sort name. */
export interface ListColumn<T> extends Omit<ColumnType<T>, 'key' | 'sorter' | 'sortOrder'> {
  key: string;
  /** The server's sort name for this column (from the endpoint's allowlist); makes it sortable. */
  sortField?: string;
  /** Always shown, last, and not offered in the column settings (the actions column). */
  fixedVisible?: boolean;
  /**
   * Shown when the page has room: where even the columns' narrowest widths do not fit, an optional
   * column gives way (the last first) unless the user has chosen the table's columns themselves
   * (columnLayout.ts giveWay). For what a list can do without at 1366 px (创建时间 beside 申请日期).
   */
  optional?: boolean;
}

/** Paging and sorting of a list request (ARCHITECTURE.md "Lists"). */
export interface ListQuery {
  pageNo: number;
  pageSize: number;
  column?: string;
  order?: 'asc' | 'desc';
}

export type SortQuery = Pick<ListQuery, 'column' | 'order'>;

export interface ListPageHandle {
  /** Fetches the current page again (after a save or delete elsewhere). */
  reload(): void;
}

export interface ListPageProps<T, F extends object> {
  /** Column-settings key of this table, e.g. 'khgl:enterprise:list'. */
  settingKey: string;
  columns: readonly ListColumn<T>[];
  /** One page; `totalCapped` when the server's count stopped at its cap (shown as "10,000+"). */
  fetchPage: (query: F & ListQuery) => Promise<{ records: T[]; total: number; totalCapped?: boolean }>;
  /** `Form.Item`s of the search form; their names are the filter names. */
  searchFields?: ReactNode;
  /** Turns the search form's values into the filters (default: trimmed, blanks dropped). */
  toFilters?: (values: Record<string, unknown>) => F;
  /** Buttons beside 查询/重置 (新增 …). */
  toolbar?: ReactNode;
  /** Present when the user may export: downloads the filtered, sorted list (under the loading mask). */
  onExport?: (query: F & SortQuery) => Promise<void>;
  rowKey?: string;
  pageSizeOptions?: readonly number[];
  /** The first page's size (default: the first of `pageSizeOptions`). */
  pageSize?: number;
  /**
   * @deprecated Ignored: the table scrolls by what its shown columns' widths add up to
   * (columnLayout.ts), so give each column a width instead.
   */
  scrollX?: number;
  ref?: Ref<ListPageHandle>;
  /**
   * The search form's values of the URL's filters (a drill-down link such as a 统计 figure's:
   * `/zsfx/certificate?status=2&province=330000`), when a field needs another type than the URL's
   * text (a select of numbers). Default: the texts as they are.
   */
  urlToForm?: (params: Record<string, string>) => Record<string, unknown>;
}

/** The names of the fields a search form has. */
const fieldNamesOf = (form: FormInstance) => new Set(Object.keys(form.getFieldsValue()));

/** The non-empty parameters of a URL query string. */
export function urlFiltersOf(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(search)) if (v.trim() !== '') out[k] = v.trim();
  return out;
}

/**
 * Applies the URL's filters again when the kept-alive list is opened with another query string
 * (a second drill-down into the same list); rendered only inside a router.
 */
function UrlFilterSync({ initial, onChange }: { initial: string; onChange: (search: string) => void }) {
  const location = useLocation();
  const path = useRef(location.pathname);
  const applied = useRef(initial);
  useEffect(() => {
    if (location.pathname !== path.current || location.search === applied.current) return;
    applied.current = location.search;
    onChange(location.search);
  }, [location.pathname, location.search, onChange]);
  return null;
}

/** Trims text values and drops empty ones. */
export function defaultFilters<F>(values: Record<string, unknown>): F {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    const value = typeof v === 'string' ? v.trim() : v;
    if (value !== '' && value !== undefined && value !== null) out[k] = value;
  }
  return out as F;
}

/**
 * A server-paged list page: search form, toolbar, sortable table with the user's column settings
 * (saved per `settingKey`), Excel export of what is filtered, and the certificate-standard column
 * renamed by the ERP setting `certificateStandardName` (a column with dataIndex
 * 'certificateStandardName' shows realName / shortName / fullName).
 *
 * Pages are fetched through TanStack Query under `listQueryKey(settingKey, query)`: with a
 * settingKey of the form `<area key>:list` a mutation made with the area's `defineAreaQueries`
 * hooks refreshes the list; `ref.reload()` refetches the current page.
 *
 * @example
 * <ListPage settingKey="khgl:enterprise:list" columns={columns} fetchPage={customersApi.list}
 *   searchFields={<Form.Item name="name" label="企业名称"><Input allowClear /></Form.Item>}
 *   onExport={can('khgl:enterprise:export') ? customersApi.exportList : undefined} />
 */
export function ListPage<T extends object, F extends object = Record<string, unknown>>({
  settingKey,
  columns,
  fetchPage,
  searchFields,
  toFilters = defaultFilters,
  toolbar,
  onExport,
  rowKey = 'id',
  pageSizeOptions = [10, 20, 50, 100],
  pageSize = pageSizeOptions[0] ?? 10,
  ref,
  urlToForm = (params) => params,
}: ListPageProps<T, F>) {
  const { t } = blockTexts.useTranslation();
  const [form] = Form.useForm();
  // A list opened by a link with filters in its query string (docs: /work/notes/stats-foundation.md)
  // starts filtered: the form shows them, the first request uses them. Those the form has no field
  // for stay as `pinned` filters (shown as a tag) until 重置 or 清除条件.
  const inRouter = useInRouterContext();
  const [initialSearch] = useState(() =>
    inRouter && typeof window !== 'undefined' ? window.location.search : '',
  );
  const [pinned, setPinned] = useState<Record<string, string>>(() => urlFiltersOf(initialSearch));
  const [filters, setFilters] = useState<F>(() => urlFiltersOf(initialSearch) as F);
  const urlToFormRef = useRef(urlToForm);
  urlToFormRef.current = urlToForm;
  // After the first render the form's fields are known: the URL's filters of a field fill it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the filters of the first URL
  useEffect(() => {
    const params = urlFiltersOf(initialSearch);
    if (Object.keys(params).length === 0) return;
    form.setFieldsValue(urlToFormRef.current(params));
    const names = fieldNamesOf(form);
    setPinned(Object.fromEntries(Object.entries(params).filter(([k]) => !names.has(k))));
  }, []);
  const applyUrl = useCallback(
    (search: string) => {
      const params = urlFiltersOf(search);
      form.resetFields();
      form.setFieldsValue(urlToFormRef.current(params));
      const names = fieldNamesOf(form);
      const rest = Object.fromEntries(Object.entries(params).filter(([k]) => !names.has(k)));
      setPinned(rest);
      setFilters({ ...rest, ...toFilters(form.getFieldsValue()) } as F);
      setPaging((p) => ({ ...p, pageNo: 1 }));
    },
    [form, toFilters],
  );
  const [paging, setPaging] = useState({ pageNo: 1, pageSize });
  const [sort, setSort] = useState<SortQuery>({});
  const [columnState, setColumnState] = useState<ColumnState | null>(null);
  const standardName = useSession((s) => s.erpSetting?.certificateStandardName);
  // The latest fetcher, so an inline arrow does not refetch on every render.
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  // The page is cached under the settingKey and the query (see shared/api/areaQueries.ts), so the
  // area's mutations refresh it; an answer for an older query never replaces the current one.
  const query = { ...filters, ...paging, ...sort } as F & ListQuery;
  const page = useQuery({
    queryKey: listQueryKey(settingKey, query),
    queryFn: () => fetchRef.current(query),
    placeholderData: keepPreviousData,
    // A list opened again asks the server again (showing the cached page meanwhile).
    staleTime: 0,
  });
  // After a failed request (shown by the shared client) the table keeps its last page.
  const lastPage = useRef<{ records: T[]; total: number; totalCapped?: boolean }>({
    records: [],
    total: 0,
  });
  if (page.data) lastPage.current = page.data;
  const data = page.data ?? lastPage.current;
  const { refetch } = page;
  useImperativeHandle(ref, () => ({ reload: () => void refetch() }), [refetch]);

  useEffect(() => {
    let live = true;
    void loadColumnSettings().then((all) => {
      if (live) setColumnState(parseColumnState(all.find((s) => s.settingKey === settingKey)?.settingJson));
    });
    return () => {
      live = false;
    };
  }, [settingKey]);

  const changeColumns = (next: ColumnState | null) => {
    setColumnState(next);
    void saveColumnState(settingKey, next ?? { order: [], hidden: [] }).catch(() => {});
  };

  const shown = useMemo(() => {
    const visible = withCellDefaults(applyColumnState(columns, columnState));
    return applyStandardNameSetting(visible, standardName).map(({ sortField, fixedVisible: _f, ...c }) => ({
      ...c,
      ...(sortField
        ? {
            sorter: true,
            sortOrder:
              sort.column === sortField
                ? sort.order === 'asc'
                  ? ('ascend' as const)
                  : ('descend' as const)
                : null,
          }
        : {}),
    }));
  }, [columns, columnState, standardName, sort]);

  // The columns fitted to the width the table has (columnLayout.ts): measured, and again when the
  // page is resized; a hidden kept-alive page (0 px) keeps its last fit.
  const box = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(0);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const width = el.clientWidth;
      if (width > 0) setAvailable((old) => (Math.abs(old - width) > 1 ? width : old));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  // Optional columns give way on a narrow page, unless the user chose the columns themselves.
  const fitted = useMemo(() => {
    const fit = fitToWidth(columnState ? shown : giveWay(shown, available), available);
    return { x: fit.x, columns: fit.columns.map(({ optional: _o, ...c }) => c) };
  }, [shown, available, columnState]);

  const choices = columns
    .filter((c) => !c.fixedVisible)
    .map((c) => ({ key: c.key, title: c.title as ReactNode }));

  return (
    <div className="cb-list-page">
      {searchFields ? (
        <Form
          form={form}
          // Kept-alive pages stay in the document: a form name keeps the fields' ids unique.
          name={`${settingKey.replace(/\W/g, '_')}_search`}
          layout="inline"
          className="cb-list-search"
          onFinish={(values) => {
            setFilters({ ...pinned, ...toFilters(values) } as F);
            setPaging((p) => ({ ...p, pageNo: 1 }));
          }}
        >
          {searchFields}
          <Space wrap>
            <Button type="primary" htmlType="submit">
              {t('search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setPinned({});
                setFilters({} as F);
                setPaging((p) => ({ ...p, pageNo: 1 }));
              }}
            >
              {t('reset')}
            </Button>
          </Space>
        </Form>
      ) : null}
      {inRouter ? <UrlFilterSync initial={initialSearch} onChange={applyUrl} /> : null}
      <div className="cb-list-toolbar">
        <Space wrap>
          {toolbar}
          {Object.keys(pinned).length > 0 ? (
            <Space size={4}>
              <Tag color="blue">{t('urlFilters')}</Tag>
              <Button
                type="link"
                size="small"
                onClick={() => {
                  setPinned({});
                  setFilters(toFilters(form.getFieldsValue()));
                  setPaging((p) => ({ ...p, pageNo: 1 }));
                }}
              >
                {t('urlFiltersClear')}
              </Button>
            </Space>
          ) : null}
        </Space>
        <Space wrap>
          {onExport ? (
            <Button
              // The icon is decoration: the button is named 导出.
              icon={<DownloadOutlined aria-hidden />}
              onClick={() => void withLoading(() => onExport({ ...filters, ...sort })).catch(() => {})}
            >
              {t('export')}
            </Button>
          ) : null}
          <ColumnSettingsButton
            choices={choices}
            state={columnState ?? { order: choices.map((c) => c.key), hidden: [] }}
            onChange={changeColumns}
            onReset={() => changeColumns(null)}
          />
        </Space>
      </div>
      <div ref={box}>
        <Table<T>
          rowKey={rowKey}
          size="middle"
          loading={page.isFetching}
          dataSource={data.records}
          columns={fitted.columns as ColumnType<T>[]}
          // As wide as the shown columns need, or narrowed to the page: it scrolls only when even
          // their narrowest do not fit (columnLayout.ts).
          scroll={{ x: fitted.x }}
          onChange={(_p, _f, sorter) => {
            const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
            const column = columns.find((c) => c.key === s?.columnKey)?.sortField;
            setSort(column && s?.order ? { column, order: s.order === 'ascend' ? 'asc' : 'desc' } : {});
          }}
          pagination={{
            current: paging.pageNo,
            pageSize: paging.pageSize,
            total: data.total,
            showSizeChanger: true,
            pageSizeOptions: pageSizeOptions.map(String),
            showTotal: (total) =>
              data.totalCapped
                ? t('totalCapped', { total: total.toLocaleString('en-US') })
                : t('total', { total }),
            onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
          }}
        />
      </div>
    </div>
  );
}
