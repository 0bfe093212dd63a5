import type { ReactNode } from 'react';

/** Props of Carousel, shared by the mini-program (Carousel.tsx) and browser (Carousel.h5.tsx) versions. */
export interface CarouselProps {
  /** One child per slide. */
  children: ReactNode[];
  className?: string;
  /** Milliseconds between automatic slides; 0 turns autoplay off. */
  interval?: number;
  /** 'light' dots over pictures (default), 'dark' dots on a light panel. */
  dots?: 'light' | 'dark';
}

export const CAROUSEL_INTERVAL_MS = 4000;
