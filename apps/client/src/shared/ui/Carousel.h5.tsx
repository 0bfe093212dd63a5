import { useEffect, useRef, useState } from 'react';
import classNames from 'classnames';
import { CAROUSEL_INTERVAL_MS, type CarouselProps } from './carouselTypes';
import './Carousel.scss';
import './CarouselStrip.scss';

/**
 * Browser carousel: a scroll-snap strip the finger can swipe, advanced by a timer that pauses while
 * it is touched. A few lines instead of Taro's swiper, which carries the whole swiper library.
 */
export function Carousel({ children, className, interval = CAROUSEL_INTERVAL_MS, dots = 'light' }: CarouselProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [touching, setTouching] = useState(false);
  const count = children.length;

  useEffect(() => {
    const track = trackRef.current;
    if (!track || count < 2 || interval <= 0 || touching) return undefined;
    const timer = setInterval(() => {
      const next = (Math.round(track.scrollLeft / track.clientWidth) + 1) % count;
      track.scrollTo({ left: next * track.clientWidth, behavior: 'smooth' });
    }, interval);
    return () => clearInterval(timer);
  }, [count, interval, touching]);

  const onScroll = () => {
    const track = trackRef.current;
    if (track && track.clientWidth > 0) setIndex(Math.round(track.scrollLeft / track.clientWidth));
  };

  return (
    <div className={classNames('carousel', dots === 'dark' && 'carousel--dark-dots', className)}>
      <div
        ref={trackRef}
        className='carousel__track'
        onScroll={onScroll}
        onTouchStart={() => setTouching(true)}
        onTouchEnd={() => setTouching(false)}
        onMouseEnter={() => setTouching(true)}
        onMouseLeave={() => setTouching(false)}
      >
        {children.map((child, slide) => <div key={slide} className='carousel__slide'>{child}</div>)}
      </div>
      {count > 1 ? (
        <div className='carousel__dots'>
          {children.map((_, dot) => (
            <span key={dot} className={classNames('carousel__dot', dot === index && 'carousel__dot--active')} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
