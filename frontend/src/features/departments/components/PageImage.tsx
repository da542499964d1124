import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  image: {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

export interface PageImageProps {
  src: string;
  srcSet?: string | null;
  /** The rendered width, for the browser's choice among the srcset renditions. */
  sizes: string;
  alt: string;
  /** Above the fold (the page's largest image): fetched first, not lazily. */
  priority?: boolean;
  className?: string;
}

// TODO(coordinator): ResponsiveImage — replace with @/components/media/ResponsiveImage.
/** A DTO photo with its 320/640/1280 WebP renditions. */
export function PageImage({ src, srcSet, sizes, alt, priority, className }: PageImageProps) {
  const styles = useStyles();
  return (
    <img
      className={mergeClasses(styles.image, className)}
      src={src}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      width={1280}
      height={720}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
