/**
 * A card's picture: the server's photo, a queued write's photo from the bytes on the phone, or
 * the placeholder. Stored bytes get an object URL while shown, revoked after (it holds the bytes
 * in memory); it is set on the element itself, so a re-render never swaps it back.
 */
import { useEffect, useRef } from 'react';
import type { OutboxAttachment } from '../offline/db';
import { PLACEHOLDER_IMAGE, showPlaceholder } from './image-fallback';
import cardStyles from './cards.module.css';

interface PhotoThumbProps {
  /** The photo's URL; without it (and without `stored`) the placeholder shows. */
  image?: string;
  /** A queued write's photo. */
  stored?: OutboxAttachment;
  alt: string;
  className?: string;
}

export function PhotoThumb({ image, stored, alt, className }: PhotoThumbProps) {
  const element = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (!stored || !element.current) return;
    const url = URL.createObjectURL(new Blob([stored.bytes], { type: stored.type }));
    element.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [stored]);
  return (
    <img
      ref={element}
      className={className ?? cardStyles.thumb}
      src={image || PLACEHOLDER_IMAGE}
      alt={image || stored ? alt : ''}
      loading="lazy"
      decoding="async"
      width={320}
      height={180}
      onError={showPlaceholder}
    />
  );
}
