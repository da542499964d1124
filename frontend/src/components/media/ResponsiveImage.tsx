import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ImageRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  image: { display: 'block', maxWidth: '100%', height: 'auto', objectFit: 'cover' },
  placeholder: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    maxWidth: '100%',
    height: 'auto',
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground4,
    fontSize: '40px',
  },
});

export interface ResponsiveImageProps {
  /** The original upload (`photoURL`); null: no photo, a neutral placeholder box. */
  src: string | null;
  /** The DTO's `srcset` ("/uploads/…-320.webp 320w, …-640.webp 640w, …-1280.webp 1280w"). */
  srcset: string | null;
  alt: string;
  /** Intrinsic size (the aspect ratio): reserves the box, so nothing shifts while it loads. */
  width: number;
  height: number;
  /** Which width the image takes in the layout, e.g. "(min-width: 768px) 400px, 100vw". */
  sizes: string;
  /** The page's largest image (LCP): loaded eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

/** An uploaded photo with its WebP renditions, or a placeholder of the same size. */
export function ResponsiveImage({
  src,
  srcset,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className,
}: ResponsiveImageProps) {
  const styles = useStyles();
  if (!src) {
    return (
      <div
        className={mergeClasses(styles.placeholder, className)}
        style={{ aspectRatio: `${width} / ${height}` }}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-testid="image-placeholder"
      >
        <ImageRegular aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      className={mergeClasses(styles.image, className)}
      src={src}
      srcSet={srcset ?? undefined}
      sizes={srcset ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
