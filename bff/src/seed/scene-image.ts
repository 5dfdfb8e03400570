import jpeg from 'jpeg-js';

type Rgb = readonly [number, number, number];

export interface Scene {
  width: number;
  height: number;
  skyTop: Rgb;
  skyBottom: Rgb;
  sun: Rgb;
  ground: Rgb;
  /** Skyline silhouettes as [x, width, height] fractions of the picture. */
  buildings?: ReadonlyArray<readonly [number, number, number]>;
  seed: number;
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/** Paints a simple landscape (sky, sun, dunes, skyline) into a JPEG, so demo data needs no network. */
export function renderSceneJpeg(scene: Scene, quality = 72): Buffer {
  const { width, height, seed } = scene;
  const pixels = Buffer.alloc(width * height * 4);
  const sunX = width * (0.25 + ((seed * 37) % 50) / 100);
  const sunY = height * 0.32;
  const sunRadius = Math.min(width, height) * 0.09;
  const horizon = (x: number, layer: number) =>
    height * (0.62 + layer * 0.1) + Math.sin(x / (width / (3 + layer)) + seed + layer) * height * 0.04;
  const skylineTop = (x: number): number => {
    let top = height;
    for (const [start, span, tall] of scene.buildings ?? []) {
      if (x >= start * width && x < (start + span) * width)
        top = Math.min(top, horizon(x, 0) - tall * height);
    }
    return top;
  };

  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let color = mix(scene.skyTop, scene.skyBottom, y / height);
      const distance = Math.hypot(x - sunX, y - sunY);
      if (distance < sunRadius) color = scene.sun;
      else if (distance < sunRadius * 2.2)
        color = mix(scene.sun, color, (distance - sunRadius) / (sunRadius * 1.2));
      if (y >= skylineTop(x)) color = mix(scene.ground, [20, 20, 30], 0.55);
      if (y >= horizon(x, 0)) color = mix(scene.ground, [255, 255, 255], 0.15);
      if (y >= horizon(x, 1)) color = scene.ground;
      if (y >= horizon(x, 2)) color = mix(scene.ground, [0, 0, 0], 0.2);
      const offset = (y * width + x) * 4;
      pixels[offset] = color[0];
      pixels[offset + 1] = color[1];
      pixels[offset + 2] = color[2];
      pixels[offset + 3] = 255;
    }
  }
  return jpeg.encode({ data: pixels, width, height }, quality).data;
}
