import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { CarouselSlide, CarouselTexts } from './carousel-types.ts';
import './carousel.css';

/** 1 px every 10 ms, as the spec says; a drag moves the strip 1.5× the mouse, 1.2× a finger. */
const STEP_PX = 1;
const STEP_MS = 10;
const DRAG_FACTOR = { mouse: 1.5, touch: 1.2 } as const;

interface Props {
  /** Already repeated to at least six; drawn twice so that the strip loops without a jump. */
  slides: CarouselSlide[];
  texts: CarouselTexts;
  /** Matches the page's `sizes` for the slide images. */
  sizes: string;
}

interface Drag {
  pointerId: number;
  startX: number;
  startScroll: number;
  factor: number;
}

/**
 * Scrolls to `position` folded into the first copy of the strip: both copies look the same, so
 * the strip loops in either direction without ever showing an edge.
 */
function scrollTo(track: HTMLElement, position: number): void {
  const loop = track.scrollWidth / 2;
  track.scrollLeft = loop > 0 ? ((position % loop) + loop) % loop : position;
}

export default function Carousel({ slides, texts, sizes }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [ready, setReady] = useState(false);
  const [paused, setPaused] = useState(false);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    setPaused(window.matchMedia('(prefers-reduced-motion: reduce)').matches);
    setReady(true);
  }, []);

  useEffect(() => {
    if (!ready || paused || dragging) return;
    const timer = window.setInterval(() => {
      const element = track.current;
      if (!element) return;
      scrollTo(element, element.scrollLeft + STEP_PX);
    }, STEP_MS);
    return () => window.clearInterval(timer);
  }, [ready, paused, dragging]);

  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const element = event.currentTarget;
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startScroll: element.scrollLeft,
      factor: event.pointerType === 'touch' ? DRAG_FACTOR.touch : DRAG_FACTOR.mouse,
    };
    element.setPointerCapture(event.pointerId);
    setDragging(true);
  };
  const moveDrag = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    scrollTo(event.currentTarget, current.startScroll - (event.clientX - current.startX) * current.factor);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
  };

  if (!ready) {
    return (
      <div className="carousel-loading" role="status">
        {texts.loading}
      </div>
    );
  }

  return (
    <div className="carousel" data-state={dragging ? 'dragging' : paused ? 'paused' : 'playing'}>
      <div
        ref={track}
        className="carousel-track"
        onPointerDown={startDrag}
        onPointerMove={moveDrag}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onDragStart={(event) => event.preventDefault()}
      >
        <ul className="carousel-list">
          {[...slides, ...slides].map((slide, index) => (
            <li key={index} aria-hidden={index >= slides.length ? true : undefined}>
              <picture>
                <source type="image/avif" srcSet={slide.avifSrcset} sizes={sizes} />
                <source type="image/webp" srcSet={slide.webpSrcset} sizes={sizes} />
                <img src={slide.src} width={slide.width} height={slide.height} alt="" loading="lazy" decoding="async" draggable={false} />
              </picture>
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className="pause-button carousel-toggle" onClick={() => setPaused((value) => !value)}>
        {paused ? (
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M4 2.5v11l9-5.5Z" fill="currentColor" />
          </svg>
        ) : (
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M4 2.5h3v11H4Zm5 0h3v11H9Z" fill="currentColor" />
          </svg>
        )}
        {paused ? texts.play : texts.pause}
      </button>
    </div>
  );
}
