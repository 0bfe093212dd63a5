import type { MouseEventHandler } from 'react';
import classNames from 'classnames';
import type { PictureProps } from './pictureTypes';

export type { PictureProps } from './pictureTypes';

/**
 * The app's picture in the browser: the markup and classes of Taro's H5 Image (a div.taro-img around an
 * img.taro-img__mode-*, styled by Taro's component sheet) without its load handler, which reads the img's
 * width and height on every load and so forces a layout of the page each time a picture arrives (about 50 ms
 * of the home page's first load, issue 18). Lazy pictures use the browser's loading="lazy" instead of an
 * IntersectionObserver each.
 */
export function Picture({ alt, className, style, src, mode, lazyLoad, onClick, onError, id }: PictureProps) {
  return (
    <div
      id={id}
      className={classNames('taro-img', mode === 'widthFix' && 'taro-img__widthfix', className)}
      style={style as Record<string, string | number> | undefined}
      onClick={onClick as unknown as MouseEventHandler<HTMLDivElement> | undefined}
    >
      <img
        className={`taro-img__mode-${(mode ?? 'scaleToFill').toLowerCase()}`}
        src={src}
        alt={alt}
        loading={lazyLoad ? 'lazy' : undefined}
        onError={onError as unknown as (() => void) | undefined}
      />
    </div>
  );
}
