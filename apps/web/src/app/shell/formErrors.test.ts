import { describe, expect, it } from 'vitest';
import { addedFormErrors } from './formErrors';

function added(html: string): { addedNodes: NodeList } {
  const host = document.createElement('div');
  host.innerHTML = html;
  return { addedNodes: host.childNodes };
}

describe('addedFormErrors', () => {
  it('finds error messages added themselves or inside an added node, once each', () => {
    const records = [
      added('<div class="ant-form-item-explain-error">请输入用户名</div>'),
      added(
        '<div class="ant-form-item-explain"><div class="ant-form-item-explain-error">请输入密码</div></div>' +
          '<div class="ant-form-item-explain-error">请输入用户名</div>',
      ),
    ];
    expect(addedFormErrors(records)).toEqual(['请输入用户名', '请输入密码']);
  });

  it('ignores text nodes, other elements and empty messages', () => {
    const records = [added('text<span>note</span><div class="ant-form-item-explain-error"> </div>')];
    expect(addedFormErrors(records)).toEqual([]);
  });
});
