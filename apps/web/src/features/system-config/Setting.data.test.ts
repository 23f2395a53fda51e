import { describe, expect, it } from 'vitest';
import type { ErpSetting } from './api';
import { portalFormOf, portalSettingOf } from './Setting.data';

const setting: ErpSetting = {
  isEnableI18n: 1,
  reviewToolEnable: 0,
  buyNoteService: 1,
  certerpDeployVersion: 5,
  systemName: '认证机构业务管理系统',
  supportCompany: '',
  adminUrl: '/sys/user',
  serviceCenterUrl: '',
  manualUrl: '',
  staticDomain: '',
  certificateStandardName: 2,
  timeZone: 'Asia/Shanghai',
  version: 4,
};

describe('the portal setting form', () => {
  it('shows the switches as booleans and saves them as 0/1 with the version read', () => {
    const form = portalFormOf(setting);
    expect(form).toMatchObject({ isEnableI18n: true, reviewToolEnable: false, buyNoteService: true });
    expect(form).not.toHaveProperty('version');
    expect(portalSettingOf(form, setting.version)).toEqual(setting);
  });
});
