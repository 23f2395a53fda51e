/**
 * Enumeration labels follow the user's language (issue 12 item 18): with `Accept-Language: en-US`
 * (what the web client sends in English mode) every `*_dictText` is the English of its code-table
 * row — 初次认证 is "New certification" — in lists and details alike; in Chinese, or without the
 * header, they stay Chinese.
 */
import { APPLICATION_STATUSES, APPLICATION_TYPES, labelOf, RISK_LEVELS } from '@cb/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishIndex, englishLabel, withEnglishLabels } from '../src/platform/http/label-locale.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const get = (url: string, language?: string) =>
  t.call(admin, { method: 'GET', url, headers: language ? { 'accept-language': language } : {} });

/** Every `*_dictText` value of an answer, with its path. */
function dictTexts(value: unknown, path = ''): [string, string][] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) =>
    typeof v === 'string' && k.endsWith('_dictText') ? [[`${path}.${k}`, v]] : dictTexts(v, `${path}.${k}`),
  );
}
const hasChinese = (s: string) => /[\u4e00-\u9fff]/.test(s);

describe('enumeration labels in the user language', () => {
  it('application list: English with en-US, Chinese with zh-CN and without the header', async () => {
    const url = '/api/xmsl/cerApplyApi/list?pageNo=1&pageSize=50';
    const english = (await get(url, 'en-US')).body.result.records;
    const chinese = (await get(url, 'zh-CN')).body.result.records;
    const none = (await get(url)).body.result.records;
    expect(english.length).toBeGreaterThan(0);
    expect(none).toEqual(chinese);
    const first = english.find(
      (r: { applicationType: number }) => labelOf(APPLICATION_TYPES, r.applicationType) === '初次认证',
    );
    expect(first.applicationType_dictText).toBe('New certification');
    for (const [i, r] of english.entries()) {
      expect(r.applicationType_dictText).toBe(labelOf(APPLICATION_TYPES, r.applicationType, 'en-US'));
      expect(r.status_dictText).toBe(labelOf(APPLICATION_STATUSES, r.status, 'en-US'));
      expect(chinese[i].applicationType_dictText).toBe(labelOf(APPLICATION_TYPES, r.applicationType));
    }
    for (const [path, text] of dictTexts(english)) expect(hasChinese(text), `${path}: ${text}`).toBe(false);
  });

  it('application detail: the items’ risk level, audit method and system count in English', async () => {
    const id = (await get('/api/xmsl/cerApplyApi/list?pageNo=1&pageSize=1')).body.result.records[0].id;
    const res = await get(`/api/xmsl/cerApplyApi/queryById?id=${id}`, 'en-US');
    expect(res.status).toBe(200);
    const texts = dictTexts(res.body.result);
    expect(texts.length).toBeGreaterThan(2);
    for (const [path, text] of texts) expect(hasChinese(text), `${path}: ${text}`).toBe(false);
    const item = res.body.result.items[0];
    if (item) expect(item.riskLevel_dictText).toBe(labelOf(RISK_LEVELS, item.riskLevel, 'en-US'));
  });

  it('translates joined labels item by item and leaves other fields and unknown words alone', () => {
    const index = englishIndex([
      [
        { code: 1, zh: '名称变更', en: 'Name change' },
        { code: 2, zh: '地址变更', en: 'Address change' },
      ],
      ['not', 'a table'],
    ]);
    expect(englishLabel('名称变更、地址变更', index)).toBe('Name change, Address change');
    expect(englishLabel('未知', index)).toBe('未知');
    expect(
      withEnglishLabels({ a: [{ type_dictText: '名称变更', name: '名称变更', n: 1, d: null }] }, index),
    ).toEqual({ a: [{ type_dictText: 'Name change', name: '名称变更', n: 1, d: null }] });
  });
});
