import { Swiper, SwiperItem } from '@tarojs/components';
import classNames from 'classnames';
import { TINT } from '@caixue/contract';
import { CAROUSEL_INTERVAL_MS, type CarouselProps } from './carouselTypes';
import './Carousel.scss';

/**
 * Mini-program carousel: the native swiper. (Carousel.h5.tsx replaces this file in the browser
 * build, where Taro's swiper would bring the whole swiper library along.)
 */
export function Carousel({ children, className, interval = CAROUSEL_INTERVAL_MS, dots = 'light' }: CarouselProps) {
  const several = children.length > 1;
  return (
    <Swiper
      className={classNames('carousel', className)}
      autoplay={several && interval > 0}
      interval={interval || CAROUSEL_INTERVAL_MS}
      circular={several}
      indicatorDots={several}
      indicatorColor={dots === 'dark' ? '#d5d8dd' : 'rgba(255, 255, 255, 0.5)'}
      indicatorActiveColor={dots === 'dark' ? TINT : '#ffffff'}
    >
      {children.map((child, index) => <SwiperItem key={index}>{child}</SwiperItem>)}
    </Swiper>
  );
}
