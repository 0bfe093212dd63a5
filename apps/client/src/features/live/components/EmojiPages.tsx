import { useRef, useState } from 'react';
import classNames from 'classnames';
import type { EmojiPagesProps } from './emojiTypes';

/**
 * Browser version: a scroll-snap strip of pages the finger swipes, with dots (Taro's swiper would
 * bring the swiper library into the room's chunk). EmojiPages.weapp.tsx uses the native swiper.
 */
export function EmojiPages({ pages, onPick }: EmojiPagesProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const onScroll = () => {
    const track = trackRef.current;
    if (track && track.clientWidth > 0) setIndex(Math.round(track.scrollLeft / track.clientWidth));
  };
  const goTo = (page: number) => {
    const track = trackRef.current;
    if (track) track.scrollTo({ left: page * track.clientWidth, behavior: 'smooth' });
    setIndex(page);
  };
  return (
    <div className='emoji-pages'>
      <div ref={trackRef} className='emoji-pages__track' onScroll={onScroll}>
        {pages.map((page, pageIndex) => (
          <div key={pageIndex} className='emoji-page'>
            {page.map((emoji) => (
              <span key={emoji} className='emoji-item' role='button' onClick={() => onPick(emoji)}>{emoji}</span>
            ))}
          </div>
        ))}
      </div>
      <div className='emoji-pages__dots'>
        {pages.map((_, dot) => (
          <span key={dot} className={classNames('emoji-pages__dot', dot === index && 'emoji-pages__dot--active')} onClick={() => goTo(dot)} />
        ))}
      </div>
    </div>
  );
}
