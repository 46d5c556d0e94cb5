import { describe, expect, it } from 'vitest';
import { cropSquare, croppedType } from './squareCrop.ts';

describe('cropSquare', () => {
  it('keeps the whole short side at zoom 1, centred or at either end', () => {
    expect(cropSquare(800, 600, 1, 0.5, 0.5)).toEqual({ x: 100, y: 0, side: 600 });
    expect(cropSquare(800, 600, 1, 0, 0)).toEqual({ x: 0, y: 0, side: 600 });
    expect(cropSquare(800, 600, 1, 1, 1)).toEqual({ x: 200, y: 0, side: 600 });
    expect(cropSquare(300, 900, 1, 0.5, 1)).toEqual({ x: 0, y: 600, side: 300 });
  });

  it('zooms in on a smaller square that stays inside the picture', () => {
    expect(cropSquare(600, 600, 2, 1, 0)).toEqual({ x: 300, y: 0, side: 300 });
    expect(cropSquare(600, 600, 3, 0.5, 0.5)).toEqual({ x: 200, y: 200, side: 200 });
    // Out-of-range choices are held to the range.
    expect(cropSquare(600, 600, 10, 2, -1)).toEqual({ x: 400, y: 0, side: 200 });
    expect(cropSquare(600, 600, 0.1, 0.5, 0.5)).toEqual({ x: 0, y: 0, side: 600 });
    expect(cropSquare(1, 1, 3, 0.5, 0.5)).toEqual({ x: 0, y: 0, side: 1 });
  });

  it('keeps transparency for PNG and GIF, JPEG otherwise', () => {
    expect(croppedType('image/png')).toBe('image/png');
    expect(croppedType('image/gif')).toBe('image/png');
    expect(croppedType('image/webp')).toBe('image/jpeg');
    expect(croppedType('image/jpeg')).toBe('image/jpeg');
  });
});
