/**
 * A small rich-text editor for notices (bold, italic, underline, heading, lists, links, clear):
 * a contentEditable area whose HTML is sanitised when loaded and again by the server on save.
 */
import BoldOutlined from '@ant-design/icons/BoldOutlined';
import ClearOutlined from '@ant-design/icons/ClearOutlined';
import FontSizeOutlined from '@ant-design/icons/FontSizeOutlined';
import ItalicOutlined from '@ant-design/icons/ItalicOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import OrderedListOutlined from '@ant-design/icons/OrderedListOutlined';
import UnderlineOutlined from '@ant-design/icons/UnderlineOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import { Button, Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { sanitizeHtml } from './SafeHtml';
import { noticeTexts } from './texts';

export function RichTextEditor({
  value,
  onChange,
  placeholder,
}: {
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
}) {
  const { t } = noticeTexts.useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const last = useRef<string | null>(null);

  useEffect(() => {
    // Only outside changes (loading a notice) replace the content; typing does not re-render it.
    if (area.current && value !== last.current) {
      area.current.innerHTML = sanitizeHtml(value ?? '');
      last.current = value ?? '';
    }
  }, [value]);

  const emit = () => {
    const html = area.current?.innerHTML ?? '';
    last.current = html;
    onChange?.(html);
  };

  const exec = (command: string, arg?: string) => {
    area.current?.focus();
    document.execCommand(command, false, arg);
    emit();
  };

  const tool = (title: string, icon: ReactNode, run: () => void) => (
    <Tooltip title={title} key={title}>
      <Button
        size="small"
        type="text"
        icon={icon}
        aria-label={title}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );

  return (
    <div className="rich-editor">
      <div className="rich-editor__toolbar">
        {tool(t('editor.bold'), <BoldOutlined />, () => exec('bold'))}
        {tool(t('editor.italic'), <ItalicOutlined />, () => exec('italic'))}
        {tool(t('editor.underline'), <UnderlineOutlined />, () => exec('underline'))}
        {tool(t('editor.heading'), <FontSizeOutlined />, () => exec('formatBlock', 'h3'))}
        {tool(t('editor.bullets'), <UnorderedListOutlined />, () => exec('insertUnorderedList'))}
        {tool(t('editor.numbers'), <OrderedListOutlined />, () => exec('insertOrderedList'))}
        {tool(t('editor.link'), <LinkOutlined />, () => {
          const url = window.prompt(t('editor.linkPrompt'), 'https://');
          if (url && /^https?:\/\/\S+$/i.test(url)) exec('createLink', url);
        })}
        {tool(t('editor.clear'), <ClearOutlined />, () => exec('removeFormat'))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text area has no native element; contentEditable with role textbox is the ARIA pattern */}
      <div
        ref={area}
        className="rich-editor__area"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        tabIndex={0}
        aria-label={placeholder ?? t('editor.content')}
        data-placeholder={placeholder}
        data-testid="rich-editor"
        onInput={emit}
        onBlur={emit}
      />
    </div>
  );
}
