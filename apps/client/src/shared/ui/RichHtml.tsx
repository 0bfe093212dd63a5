import { useState, type MouseEvent } from 'react';
import classNames from 'classnames';
import { previewImage } from './imagePreview';
import { absolutizeImages, compressRows, expandRowsText, imageSources, type RichHtmlProps } from './richHtml';
import './RichHtml.scss';

/**
 * Browser version: the server already sanitized the HTML with an allowlist (DESIGN "Rich text from
 * users"), so it goes straight into the DOM, which renders every tag the allowlist keeps. A tap on
 * an image opens the preview. Tables over 50 rows show 50 until expanded (SPEC §9).
 * (RichHtml.weapp.tsx is the mini-program version.)
 */
export function RichHtml({ html, className }: RichHtmlProps) {
  const [expanded, setExpanded] = useState(false);
  const compressed = compressRows(html);
  // Expanding shows the hidden table rows; over-long text rows stay flattened.
  const shown = expanded ? compressRows(html, { allTableRows: true }).html : compressed.html;
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.tagName !== 'IMG') return;
    event.stopPropagation();
    previewImage((target as HTMLImageElement).src, imageSources(html));
  };
  const body = (
    <div
      className={classNames('rich-html', className)}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: absolutizeImages(shown) }}
    />
  );
  if (expanded || compressed.hidden === 0) return body;
  return (
    <>
      {body}
      <div className='rich-html__expand' onClick={() => setExpanded(true)}>{expandRowsText(compressed.hidden)}</div>
    </>
  );
}
