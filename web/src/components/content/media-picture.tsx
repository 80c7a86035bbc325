import { type FocalPoint, objectPositionOf } from '@site/contracts';
import { mediaImage } from '../../lib/media-image';

interface MediaPictureProps {
  src: string;
  alt: string;
  className?: string;
  /** How wide the image is shown, as the layout says (the `sizes` attribute). */
  sizes: string;
  /** For an image that is not from the library: the size its width and height attributes give. */
  width: number;
  height: number;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** The library image's focal point (issue 35): where `object-fit: cover` keeps the picture when it crops it. */
  focus?: FocalPoint | null;
}

/**
 * An image of the media library as a <picture>: AVIF, then WebP, then the fallback format, each at every
 * width the library made, so the browser fetches the smallest file that is sharp at the size shown. Any
 * other URL is a plain <img>.
 */
export function MediaPicture({ src, alt, className, sizes, width, height, loading, fetchPriority, focus }: MediaPictureProps) {
  const image = mediaImage(src);
  const style = focus ? { objectPosition: objectPositionOf(focus) } : undefined;
  if (!image) {
    return <img className={className} src={src} alt={alt} width={width} height={height} loading={loading} fetchPriority={fetchPriority} style={style} />;
  }
  const fallback = image.sources[image.sources.length - 1];
  return (
    <picture className="media-picture">
      {image.sources.slice(0, -1).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        className={className}
        src={image.src}
        srcSet={fallback.srcSet}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        style={style}
      />
    </picture>
  );
}
