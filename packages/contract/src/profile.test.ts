import { describe, expect, it } from 'vitest';
import { imageSchema, profileCardSchema } from './index.js';

const image = {
  id: 7,
  filename: '/uploads/heartline/7/a.jpg',
  thumb_filename: '/uploads/heartline/7/a-thumb.jpg',
  status: 'active',
  match: '/uploads/heartline/7/a.jpg',
};

describe('imageSchema', () => {
  it('accepts an image with a 2x thumbnail', () => {
    const parsed = imageSchema.parse({
      ...image,
      thumb_2x_filename: '/uploads/heartline/7/a-thumb-2x.jpg',
    });
    expect(parsed.thumb_2x_filename).toBe('/uploads/heartline/7/a-thumb-2x.jpg');
  });

  it('accepts an image without one (a server that has only one size)', () => {
    const parsed = imageSchema.parse(image);
    expect(parsed).not.toHaveProperty('thumb_2x_filename');
  });

  it('refuses an empty 2x thumbnail name', () => {
    expect(imageSchema.safeParse({ ...image, thumb_2x_filename: '' }).success).toBe(false);
  });

  it('carries the 2x thumbnail in a search result card', () => {
    const card = profileCardSchema.parse({
      id: 3,
      name: 'Anna',
      age: 31,
      gender: 'female',
      country: 'NL',
      region: null,
      city: null,
      main_image: { ...image, thumb_2x_filename: '/uploads/x-2x.jpg' },
      fictional: false,
      online: true,
    });
    expect(card.main_image?.thumb_2x_filename).toBe('/uploads/x-2x.jpg');
  });
});
