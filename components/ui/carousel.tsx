import type { ReactNode } from 'react';
import './carousel.css';

export interface CarouselLabels {
  /** What a screen reader calls the whole ("carousel"). */
  carousel: string;
  /** What it calls one page ("slide"). */
  slide: string;
  previous: string;
  next: string;
  /** "2 of 3". */
  position: (current: number, total: number) => string;
}

/**
 * A row of pages that scrolls sideways and snaps to each page, with links to the previous and
 * next page on each one. No script: the links are fragment links the browser scrolls to, and the
 * row also scrolls by swipe, wheel, keyboard and scrollbar. In right-to-left pages the row runs
 * right to left, and the arrows (‹ ›, mirrored characters) turn with it.
 */
export function Carousel({ id, labelledBy, pages, labels }: { id: string; labelledBy: string; pages: ReactNode[]; labels: CarouselLabels }) {
  const total = pages.length;
  const pageId = (index: number) => `${id}-${index + 1}`;
  // A page's place is its identity: the pages never move while the row is shown.
  const slides = pages.map((content, index) => ({ content, index, id: pageId(index) }));
  return (
    // The APG carousel pattern: groups with a role description, not form fieldsets.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div className="carousel" role="group" aria-roledescription={labels.carousel} aria-labelledby={labelledBy}>
      <div className="carousel__track">
        {slides.map(({ content, index, id: slideId }) => (
          // A slide of the carousel pattern: a group, not a form's fieldset.
          // biome-ignore lint/a11y/useSemanticElements: see above
          <div
            key={slideId}
            id={slideId}
            className="carousel__page"
            role="group"
            aria-roledescription={labels.slide}
            aria-label={labels.position(index + 1, total)}
          >
            {content}
            {total > 1 && (
              <p className="carousel__nav">
                {index > 0 ? (
                  <a className="carousel__step" href={`#${pageId(index - 1)}`}>
                    <span aria-hidden="true">‹</span> {labels.previous}
                  </a>
                ) : (
                  <span />
                )}
                <span className="carousel__position" aria-hidden="true">
                  {index + 1} / {total}
                </span>
                {index < total - 1 ? (
                  <a className="carousel__step" href={`#${pageId(index + 1)}`}>
                    {labels.next} <span aria-hidden="true">›</span>
                  </a>
                ) : (
                  <span />
                )}
              </p>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
