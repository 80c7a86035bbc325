import {
  clampFocalCoordinate, describeFocalPoint, FOCAL_POINT_STEP, type FocalPoint,
} from '@site/contracts';
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';

interface FocalPointPickerProps {
  name: string;
  src: string;
  width: number;
  height: number;
  value: FocalPoint;
  disabled: boolean;
  onChange: (point: FocalPoint) => void;
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * The image with its focal point marked: a click on the image puts the point there; the arrow keys move it
 * (Shift for finer steps), Home centres it. ARIA has no two-dimensional slider, so this is a slider whose
 * value text says both coordinates ("30% across, 75% down"), which screen readers announce as it moves.
 */
export function FocalPointPicker({ name, src, width, height, value, disabled, onChange }: FocalPointPickerProps) {
  const image = useRef<HTMLImageElement>(null);
  const [point, setPoint] = useState(value);

  const move = (next: FocalPoint) => {
    const kept = { focalX: clampFocalCoordinate(next.focalX), focalY: clampFocalCoordinate(next.focalY) };
    if (kept.focalX === point.focalX && kept.focalY === point.focalY) return;
    setPoint(kept);
    onChange(kept);
  };

  const click = (event: MouseEvent<HTMLDivElement>) => {
    const box = image.current?.getBoundingClientRect();
    if (disabled || !box || box.width === 0 || box.height === 0) return;
    move({ focalX: (event.clientX - box.left) / box.width, focalY: (event.clientY - box.top) / box.height });
  };

  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    if (event.key === 'Home') {
      event.preventDefault();
      move({ focalX: 0.5, focalY: 0.5 });
      return;
    }
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const step = event.shiftKey ? FOCAL_POINT_STEP / 10 : FOCAL_POINT_STEP;
    move({ focalX: point.focalX + arrow[0] * step, focalY: point.focalY + arrow[1] * step });
  };

  return (
    <div
      className="focal-point"
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label={`Focal point of ${name}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(point.focalX * 100)}
      aria-valuetext={describeFocalPoint(point)}
      aria-disabled={disabled || undefined}
      style={{ width: `min(100%, ${(12 * width) / Math.max(height, 1)}rem)` }}
      onClick={click}
      onKeyDown={key}
    >
      <img ref={image} className="focal-point__image" src={src} alt="" width={width} height={height} loading="lazy" draggable={false} />
      <span className="focal-point__mark" aria-hidden="true" style={{ left: `${point.focalX * 100}%`, top: `${point.focalY * 100}%` }} />
    </div>
  );
}
