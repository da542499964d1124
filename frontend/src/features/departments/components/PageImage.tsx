import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ResponsiveImage } from '@/components/media/ResponsiveImage';

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

/** A page's own photo (16:9, rounded) with its 320/640/1280 WebP renditions. */
export function PageImage({ src, srcSet, sizes, alt, priority, className }: PageImageProps) {
  const styles = useStyles();
  return (
    <ResponsiveImage
      className={mergeClasses(styles.image, className)}
      src={src}
      srcset={srcSet ?? null}
      sizes={sizes}
      width={1280}
      height={720}
      alt={alt}
      priority={priority}
    />
  );
}
