import './imagePreview.scss';

/**
 * Browser version of the picture preview: a dark full-screen layer with one slide per picture
 * (scroll-snap, so a swipe turns the page), a counter, and a tap or Escape to close.
 */
export function previewImage(current: string, urls: string[]): void {
  const list = urls.length > 0 ? urls : [current];
  const start = Math.max(0, list.indexOf(current));

  const overlay = document.createElement('div');
  overlay.className = 'image-preview';
  overlay.setAttribute('role', 'dialog');
  const track = document.createElement('div');
  track.className = 'image-preview__track';
  for (const url of list) {
    const slide = document.createElement('div');
    slide.className = 'image-preview__slide';
    const image = document.createElement('img');
    image.src = url;
    image.alt = '';
    slide.append(image);
    track.append(slide);
  }
  const counter = document.createElement('div');
  counter.className = 'image-preview__counter';
  const showPosition = () => {
    const page = track.clientWidth > 0 ? Math.round(track.scrollLeft / track.clientWidth) : start;
    counter.textContent = list.length > 1 ? `${page + 1} / ${list.length}` : '';
  };
  const close = () => {
    overlay.remove();
    document.removeEventListener('keydown', onKey);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  track.addEventListener('scroll', showPosition, { passive: true });
  overlay.addEventListener('click', close);
  document.addEventListener('keydown', onKey);
  overlay.append(track, counter);
  document.body.append(overlay);
  track.scrollLeft = start * track.clientWidth;
  showPosition();
}
