import type { MouseEvent } from 'react';
import classNames from 'classnames';
import { previewImage } from './imagePreview';
import { absolutizeImages, imageSources, type RichHtmlProps } from './richHtml';
import './RichHtml.scss';

/**
 * Browser version: the server already sanitized the HTML with an allowlist (DESIGN "Rich text from
 * users"), so it goes straight into the DOM, which renders every tag the allowlist keeps. A tap on
 * an image opens the preview. (RichHtml.weapp.tsx is the mini-program version.)
 */
export function RichHtml({ html, className }: RichHtmlProps) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.tagName !== 'IMG') return;
    event.stopPropagation();
    previewImage((target as HTMLImageElement).src, imageSources(html));
  };
  return (
    <div
      className={classNames('rich-html', className)}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: absolutizeImages(html) }}
    />
  );
}
