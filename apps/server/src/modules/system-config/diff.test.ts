import { describe, expect, it } from 'vitest';
import { changedFields, diffRecord, isSecretField, withoutSecrets } from './diff.ts';

describe('diffRecord', () => {
  it('marks exactly the changed fields and lists them first', () => {
    const rows = diffRecord(
      { id: 'a', name: '张三', phone: '13800000000', version: 1 },
      { id: 'a', name: '李四', phone: '13800000000', version: 2 },
    );
    expect(rows.map((r) => [r.field, r.changed])).toEqual([
      ['name', true],
      ['version', true],
      ['id', false],
      ['phone', false],
    ]);
    expect(rows[0]).toEqual({ field: 'name', before: '张三', after: '李四', changed: true });
  });

  it('compares nested values by content, not key order', () => {
    const rows = diffRecord(
      { meta: { title: '菜单', icon: 'A' }, tags: [1, 2] },
      { meta: { icon: 'A', title: '菜单' }, tags: [1, 2] },
    );
    expect(rows.every((r) => !r.changed)).toBe(true);
    expect(rows.map((r) => r.field)).toEqual(['meta.title', 'meta.icon', 'tags']);
    expect(diffRecord({ tags: [1, 2] }, { tags: [2, 1] })[0]).toMatchObject({ field: 'tags', changed: true });
  });

  it('opens a JSON document one level to name the key that changed', () => {
    const rows = diffRecord(
      { value: { systemName: '旧', nested: { a: 1 } } },
      { value: { systemName: '新', nested: { a: 2 }, added: true } },
    );
    expect(rows).toEqual([
      { field: 'value.systemName', before: '旧', after: '新', changed: true },
      { field: 'value.nested', before: { a: 1 }, after: { a: 2 }, changed: true },
      { field: 'value.added', before: null, after: true, changed: true },
    ]);
    // A document that appears or goes is one field.
    expect(diffRecord({ meta: null }, { meta: { a: 1 } })).toEqual([
      { field: 'meta', before: null, after: { a: 1 }, changed: true },
    ]);
    // Secrets inside a document are left out too.
    expect(diffRecord({ cfg: { apiKey: 'a', host: 'h' } }, { cfg: { apiKey: 'b', host: 'h' } })).toEqual([
      { field: 'cfg.host', before: 'h', after: 'h', changed: false },
    ]);
  });

  it('treats an insert and a delete as every field changing from or to nothing', () => {
    expect(diffRecord(null, { id: 'a', name: 'x' })).toEqual([
      { field: 'id', before: null, after: 'a', changed: true },
      { field: 'name', before: null, after: 'x', changed: true },
    ]);
    expect(diffRecord({ id: 'a' }, null)).toEqual([{ field: 'id', before: 'a', after: null, changed: true }]);
    expect(diffRecord(null, null)).toEqual([]);
  });

  it('distinguishes null from a missing field only when the value differs', () => {
    expect(diffRecord({ a: null }, {})[0]!.changed).toBe(false);
    expect(diffRecord({ a: 0 }, { a: null })[0]!.changed).toBe(true);
    expect(diffRecord({ a: '' }, { a: null })[0]!.changed).toBe(true);
  });

  it('never shows password hashes or other secrets, even when they changed', () => {
    const rows = diffRecord(
      { username: 'u', password_hash: 'scrypt$old', token_hash: 't1', salt: 's', api_key: 'k' },
      { username: 'u', password_hash: 'scrypt$new', token_hash: 't2', salt: 's2', api_key: 'k2' },
    );
    expect(rows.map((r) => r.field)).toEqual(['username']);
    expect(JSON.stringify(rows)).not.toContain('scrypt');
    expect(withoutSecrets({ username: 'u', password_hash: 'h', passwordHash: 'h' })).toEqual({
      username: 'u',
    });
    expect(withoutSecrets(null)).toBeNull();
    for (const f of [
      'password_hash',
      'passwordHash',
      'password',
      'client_secret',
      'PrivateKey',
      'pwd',
      'access_token',
      'token_hash',
      'api_key',
    ])
      expect(isSecretField(f), f).toBe(true);
    for (const f of [
      'username',
      'phone',
      'status',
      'meta',
      'password_changed_at',
      'must_change_password',
      'token_id',
    ])
      expect(isSecretField(f), f).toBe(false);
  });
});

describe('sensitive values', () => {
  it('drops secret keys inside JSON documents, opened or whole (a channel first saved or deleted)', () => {
    const config = {
      host: 'smtp.example.com',
      user: 'cb',
      pass: 'mail-pass',
      corpSecret: 'wx',
      apiKey: 'k1',
    };
    const opened = diffRecord({ config }, { config: { ...config, pass: 'new-pass', host: 'smtp2' } });
    expect(opened.map((r) => r.field)).toEqual(['config.host', 'config.user']);
    const inserted = diffRecord(null, { route: '2', config, nested: [{ secret: 's', ok: 1 }] });
    const text = JSON.stringify([inserted, withoutSecrets({ config })]);
    for (const secret of ['mail-pass', 'wx', 'k1', '"s"']) expect(text).not.toContain(secret);
    expect(inserted.find((r) => r.field === 'config')!.after).toEqual({
      host: 'smtp.example.com',
      user: 'cb',
    });
    expect(isSecretField('pass')).toBe(true);
    expect(isSecretField('passport_no')).toBe(false);
  });

  it('masks ID card and bank account numbers but still says they changed', () => {
    const rows = diffRecord(
      { name: '张三', id_card_no: '110101199003074514', bank_account: '6222021234567890123' },
      { name: '张三', id_card_no: '110101199003079999', bank_account: '6222021234567890456' },
    );
    expect(rows).toEqual([
      { field: 'id_card_no', before: '110***********4514', after: '110***********9999', changed: true },
      { field: 'bank_account', before: '**** 0123', after: '**** 0456', changed: true },
      { field: 'name', before: '张三', after: '张三', changed: false },
    ]);
    expect(withoutSecrets({ holder_id_card_no: '110101199003074514', bank_account: '' })).toEqual({
      holder_id_card_no: '110***********4514',
      bank_account: '',
    });
  });
});

describe('changedFields', () => {
  it('leaves out the bookkeeping columns every update touches', () => {
    expect(
      changedFields(
        { name: 'a', version: 1, updated_at: 't1', updated_by: 'u1', status: 1 },
        { name: 'b', version: 2, updated_at: 't2', updated_by: 'u2', status: 1 },
      ),
    ).toEqual(['name']);
    expect(changedFields({ version: 1 }, { version: 2 })).toEqual([]);
  });
});
