import { Swiper, SwiperItem } from '@tarojs/components';
import classNames from 'classnames';
import { CAROUSEL_INTERVAL_MS, type CarouselProps } from './carouselTypes';
import './Carousel.scss';

/**
 * Mini-program carousel: the native swiper. (Carousel.h5.tsx replaces this file in the browser
 * build, where Taro's swiper would bring the whole swiper library along.)
 */
export function Carousel({ children, className, interval = CAROUSEL_INTERVAL_MS }: CarouselProps) {
  const several = children.length > 1;
  return (
    <Swiper
      className={classNames('carousel', className)}
      autoplay={several && interval > 0}
      interval={interval || CAROUSEL_INTERVAL_MS}
      circular={several}
      indicatorDots={several}
      indicatorColor='rgba(255, 255, 255, 0.5)'
      indicatorActiveColor='#ffffff'
    >
      {children.map((child, index) => <SwiperItem key={index}>{child}</SwiperItem>)}
    </Swiper>
  );
}
