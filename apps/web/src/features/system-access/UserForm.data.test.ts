import type { UserRecord } from '@cb/domain';
import { describe, expect, it } from 'vitest';
import { newUserBody, userBody, userFormValues } from './UserForm.data';

const user: UserRecord = {
  id: '0190a0b0-0000-7000-8000-000000000002',
  username: 'auditor',
  realname: '审核员',
  phone: null,
  email: 'a@example.com',
  status: 1,
  isParentCompanyUser: true,
  thirdPartyId: 'wechat_enterprise:zhangsan',
  mustChangePassword: false,
  roles: [{ id: 'r1', code: 'auditor', name: '审核员' }],
  createTime: '2026-11-24T03:05:09.000Z',
  version: 4,
};

describe('the user form data', () => {
  it('fills the form from a user as read (roles by id, absent values empty)', () => {
    expect(userFormValues(user)).toEqual({
      username: 'auditor',
      realname: '审核员',
      phone: undefined,
      email: 'a@example.com',
      roleIds: ['r1'],
      thirdPartyId: 'wechat_enterprise:zhangsan',
      isParentCompanyUser: true,
    });
  });

  it('sends trimmed texts and blanks as null; a new user adds its username and password', () => {
    const values = {
      username: ' newbie ',
      password: 'secret123',
      realname: ' 新人 ',
      phone: ' ',
      email: '',
      roleIds: ['r1'],
      thirdPartyId: undefined,
      isParentCompanyUser: false,
    };
    expect(userBody(values)).toEqual({
      realname: '新人',
      phone: null,
      email: null,
      thirdPartyId: null,
      isParentCompanyUser: false,
      roleIds: ['r1'],
    });
    expect(newUserBody(values)).toMatchObject({
      username: 'newbie',
      password: 'secret123',
      realname: '新人',
    });
  });
});
