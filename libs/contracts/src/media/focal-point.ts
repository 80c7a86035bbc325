/**
 * A library image's focal point (issue 35): how far across (focalX) and down (focalY) the point that must
 * stay in view is, each 0 to 1 from the left and the top. Crops (the Open Graph image) are made around it
 * and pages show the image with `object-position` at it.
 */
export interface FocalPoint {
  focalX: number;
  focalY: number;
}

/** `PATCH /api/cms/media/{id}` with a focal point: both numbers, each 0 to 1. */
export type FocalPointRequest = FocalPoint;

export const FOCAL_POINT_MIN = 0;
export const FOCAL_POINT_MAX = 1;
export const CENTRED_FOCAL_POINT: FocalPoint = { focalX: 0.5, focalY: 0.5 };
/** One arrow key press moves the point this far (Shift: ten times less, for fine placing). */
export const FOCAL_POINT_STEP = 0.05;
export const FOCAL_POINT_MESSAGE = 'focalX and focalY must both be numbers from 0 to 1 (0 is the left or top edge, 1 the right or bottom)';

export function isFocalCoordinate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= FOCAL_POINT_MIN && value <= FOCAL_POINT_MAX;
}

/** A coordinate kept within the image, rounded to a thousandth (finer than any screen can show). */
export function clampFocalCoordinate(value: number): number {
  return Math.round(Math.min(FOCAL_POINT_MAX, Math.max(FOCAL_POINT_MIN, value)) * 1000) / 1000;
}

/** The CSS `object-position` that keeps the focal point in view when the image is cropped by `object-fit: cover`. */
export function objectPositionOf(point: FocalPoint): string {
  return `${percent(point.focalX)} ${percent(point.focalY)}`;
}

/** How a person reads the point: "40% across, 25% down". */
export function describeFocalPoint(point: FocalPoint): string {
  return `${percent(point.focalX)} across, ${percent(point.focalY)} down`;
}

function percent(value: number): string {
  return `${Math.round(value * 1000) / 10}%`;
}
