import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactNode } from 'react';

/** SVG attribute names as React wants them ('fill-rule' → 'fillRule', 'class' → 'className'). */
function reactProps(attrs: AbstractNode['attrs']): Record<string, string> {
  const props: Record<string, string> = {};
  for (const [name, value] of Object.entries(attrs)) {
    props[name === 'class' ? 'className' : name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return props;
}

function render(node: AbstractNode, key?: number): ReactNode {
  return createElement(node.tag, { key, ...reactProps(node.attrs) }, node.children?.map(render));
}

/**
 * An Ant Design icon drawn from its SVG definition, without @ant-design/icons' runtime (style
 * injection, colour utilities). For the first-load pages; antd pages use @ant-design/icons.
 *
 * @example
 * import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
 * <Icon icon={UserOutlined} />
 */
export function Icon({ icon, className }: { icon: IconDefinition; className?: string }) {
  const root = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <span role="img" aria-hidden="true" className={className ? `cb-icon ${className}` : 'cb-icon'}>
      {createElement(
        'svg',
        {
          ...reactProps(root.attrs),
          width: '1em',
          height: '1em',
          fill: 'currentColor',
          'aria-hidden': 'true',
        },
        root.children?.map(render),
      )}
    </span>
  );
}
