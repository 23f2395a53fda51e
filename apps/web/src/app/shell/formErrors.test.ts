import { describe, expect, it } from 'vitest';
import { announceFormErrors } from './formErrors';

function added(html: string): { addedNodes: NodeList } {
  const host = document.createElement('div');
  host.innerHTML = html;
  return { addedNodes: host.childNodes };
}

describe('announceFormErrors', () => {
  it('makes error messages alerts, added themselves or inside an added node', () => {
    const own = added('<div class="ant-form-item-explain-error">请输入用户名</div>');
    const inside = added(
      '<div class="ant-form-item-explain"><div class="ant-form-item-explain-error">请输入密码</div></div>',
    );
    expect(announceFormErrors([own, inside])).toBe(2);
    expect((own.addedNodes[0] as Element).getAttribute('role')).toBe('alert');
    expect((inside.addedNodes[0] as Element).firstElementChild?.getAttribute('role')).toBe('alert');
  });

  it('leaves text nodes, other elements and existing alerts alone', () => {
    const records = [
      added(
        'text<span class="note">说明</span><div class="ant-form-item-explain-error" role="alert">x</div>',
      ),
    ];
    expect(announceFormErrors(records)).toBe(0);
    expect((records[0]!.addedNodes[1] as Element).hasAttribute('role')).toBe(false);
  });
});
