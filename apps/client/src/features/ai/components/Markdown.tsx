import { Fragment, useMemo, type ReactNode } from 'react';
import { ScrollView, Text, View } from '@tarojs/components';
import { navigateTo } from '@/shared/navigation/navigation';
import { openWeb } from '@/shared/navigation/openLink';
import { parseMarkdown, type Block, type Inline } from '../markdown';
import './Markdown.scss';

function openHref(href: string): void {
  if (href.startsWith('/pages/')) void navigateTo(href);
  else void openWeb(href);
}

function renderInlines(inlines: Inline[], key = ''): ReactNode[] {
  return inlines.map((node, i) => {
    const k = `${key}${i}`;
    switch (node.type) {
      case 'text':
        return <Fragment key={k}>{node.text}</Fragment>;
      case 'br':
        return <Text key={k}>{'\n'}</Text>;
      case 'code':
        return <Text key={k} className='md-code-inline'>{node.text}</Text>;
      case 'strong':
        return <Text key={k} className='md-strong'>{renderInlines(node.children, `${k}.`)}</Text>;
      case 'em':
        return <Text key={k} className='md-em'>{renderInlines(node.children, `${k}.`)}</Text>;
      case 'del':
        return <Text key={k} className='md-del'>{renderInlines(node.children, `${k}.`)}</Text>;
      case 'link':
        return (
          <Text key={k} className='md-link' data-href={node.href} onClick={(event) => { event.stopPropagation(); openHref(node.href); }}>
            {renderInlines(node.children, `${k}.`)}
          </Text>
        );
      default:
        return null;
    }
  });
}

function renderBlock(block: Block, key: string): ReactNode {
  switch (block.type) {
    case 'heading':
      return <View key={key} className={`md-h md-h${Math.min(block.level, 4)}`}><Text>{renderInlines(block.inlines)}</Text></View>;
    case 'paragraph':
      return <View key={key} className='md-p'><Text>{renderInlines(block.inlines)}</Text></View>;
    case 'hr':
      return <View key={key} className='md-hr' />;
    case 'quote':
      return <View key={key} className='md-quote'>{block.blocks.map((b, i) => renderBlock(b, `${key}.${i}`))}</View>;
    case 'code':
      return (
        <View key={key} className='md-pre'>
          {block.lang ? <Text className='md-pre__lang'>{block.lang}</Text> : null}
          <ScrollView scrollX className='md-pre__scroll' enhanced showScrollbar={false}>
            <Text className='md-pre__code' userSelect>{block.text}</Text>
          </ScrollView>
        </View>
      );
    case 'list':
      return (
        <View key={key} className={`md-list md-list--${block.ordered ? 'ol' : 'ul'}`}>
          {block.items.map((item, i) => (
            <View key={`${key}.${i}`} className='md-li'>
              <Text className='md-li__mark'>{block.ordered ? `${block.start + i}.` : '•'}</Text>
              <View className='md-li__body'>{item.map((b, j) => renderBlock(b, `${key}.${i}.${j}`))}</View>
            </View>
          ))}
        </View>
      );
    case 'table':
      return (
        <ScrollView key={key} scrollX className='md-table-wrap' enhanced showScrollbar={false}>
          <View className='md-table'>
            <View className='md-tr md-tr--head'>
              {block.head.map((cell, c) => (
                <View key={c} className={`md-td md-td--${block.align[c] ?? 'left'}`}><Text>{renderInlines(cell)}</Text></View>
              ))}
            </View>
            {block.rows.map((row, r) => (
              <View key={r} className='md-tr'>
                {row.map((cell, c) => (
                  <View key={c} className={`md-td md-td--${block.align[c] ?? 'left'}`}><Text>{renderInlines(cell)}</Text></View>
                ))}
              </View>
            ))}
          </View>
        </ScrollView>
      );
    default:
      return null;
  }
}

/** An answer's markdown drawn as Taro elements (never as HTML): see ../markdown.ts. */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return <View className={`md${className ? ` ${className}` : ''}`}>{blocks.map((block, i) => renderBlock(block, String(i)))}</View>;
}
