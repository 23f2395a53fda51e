import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type LoginLogFilters, type LoginLogRecord, systemConfigApi } from './api';
import { loginLogColumns, loginLogFilters, loginLogSearchFields } from './LoginLog.data';
import { LOGIN_LOG_LIST_SETTING_KEY } from './queries';
import { systemConfigTexts } from './texts';
import './systemConfig.css';

/** 登录日志 (sys/LoginLogList): sign-ins and sign-outs of the body's users, success and failure. */
export default function LoginLogListPage() {
  const { t } = systemConfigTexts.useTranslation();
  const can = usePermission();
  return (
    <div className="system-config-page" data-testid="login-log">
      <ListPage<LoginLogRecord, LoginLogFilters>
        settingKey={LOGIN_LOG_LIST_SETTING_KEY}
        columns={loginLogColumns(t)}
        fetchPage={systemConfigApi.loginLog}
        toFilters={loginLogFilters}
        pageSize={20}
        scrollX={1000}
        searchFields={loginLogSearchFields(t)}
        onExport={can('sys:loginLog:export') ? systemConfigApi.exportLoginLog : undefined}
      />
    </div>
  );
}
