/**
 * How media files are named, and how any one name tells every variant of its image (content-service
 * README, "File names"): the rules live in @site/contracts, so the web app builds its srcsets by the same ones.
 */
export {
  fallbackFormat,
  LARGEST_WIDTH,
  MEDIA_CACHE_CONTROL,
  MEDIA_CONTENT_TYPES as CONTENT_TYPES,
  MEDIA_FORMATS,
  MEDIA_PATH_PREFIX,
  mediaFileName,
  type MediaFormat,
  type MediaName,
  mediaUrl,
  OPEN_GRAPH_WIDTH,
  parseMediaUrl,
  STANDARD_WIDTHS,
  variantFormats,
  variantSpecs,
  variantWidths,
  type VariantSpec,
} from '@site/contracts';
