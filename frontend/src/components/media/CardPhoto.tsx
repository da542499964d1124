import { useObjectUrl } from '@/components/media/useObjectUrl';

/**
 * How wide a back-office card is (components/layout/listPage.styles: columns of at least 19rem):
 * the whole phone, two columns on a tablet, three or four beside the drawer.
 */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 26rem, (min-width: 640px) 50vw, 100vw';

export interface CardPhotoProps {
  /** A picked image still waiting in the outbox: shown from the device. */
  pending?: Blob | null;
  /** The server's image and its WebP renditions (the DTO's `srcset`). */
  src: string | null | undefined;
  srcset?: string | null;
  className: string;
  /** Shown when there is no image at all; nothing without it. */
  placeholderClassName?: string;
}

/**
 * An entity's photo on a back-office card. The browser picks the rendition the card needs (a
 * phone loads the 640 px one, not the upload); a picked image waiting to upload comes from the
 * device.
 */
export function CardPhoto({
  pending,
  src,
  srcset,
  className,
  placeholderClassName,
}: CardPhotoProps) {
  const pendingUrl = useObjectUrl(pending);
  const shown = pendingUrl ?? src ?? null;
  if (!shown) return placeholderClassName ? <div className={placeholderClassName} /> : null;
  return (
    <img
      src={shown}
      srcSet={pendingUrl ? undefined : (srcset ?? undefined)}
      sizes={pendingUrl || !srcset ? undefined : CARD_IMAGE_SIZES}
      alt=""
      className={className}
      loading="lazy"
      data-testid="card-photo"
    />
  );
}
