import { clampFocalCoordinate, describeFocalPoint, isFocalCoordinate, objectPositionOf } from './focal-point';

describe('focal point', () => {
  it.each([[0, true], [1, true], [0.25, true], [-0.01, false], [1.01, false], [Number.NaN, false], ['0.5', false], [null, false]])(
    'accepts %p as a coordinate: %p',
    (value, accepted) => expect(isFocalCoordinate(value)).toBe(accepted),
  );

  it('keeps a moved point inside the image', () => {
    expect(clampFocalCoordinate(1.05)).toBe(1);
    expect(clampFocalCoordinate(-0.05)).toBe(0);
    expect(clampFocalCoordinate(0.1 + 0.2)).toBe(0.3);
  });

  it('writes CSS object-position and a sentence a screen reader reads', () => {
    expect(objectPositionOf({ focalX: 0.3, focalY: 0.75 })).toBe('30% 75%');
    expect(describeFocalPoint({ focalX: 0.3, focalY: 0.75 })).toBe('30% across, 75% down');
  });
});
