import type { Page } from '@playwright/test';

/**
 * A one-second video of a changing canvas, recorded by the page's own MediaRecorder: a real file, as
 * a phone would record it (`video/mp4` gives a fragmented MP4 with H.264, `video/webm` VP8).
 */
export async function recordVideo(page: Page, mimeType: 'video/mp4;codecs=avc1' | 'video/webm;codecs=vp8') {
  await page.setContent('<canvas width="64" height="48"></canvas>');
  const base64 = await page.evaluate(async (type) => {
    const canvas = document.querySelector('canvas') as HTMLCanvasElement;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: type });
    const parts: Blob[] = [];
    recorder.ondataavailable = (event) => parts.push(event.data);
    let frame = 0;
    const painting = setInterval(() => {
      frame += 1;
      context.fillStyle = `hsl(${frame * 20}, 80%, 50%)`;
      context.fillRect(0, 0, 64, 48);
    }, 50);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    recorder.stop();
    await stopped;
    clearInterval(painting);
    const bytes = new Uint8Array(await new Blob(parts).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, mimeType);
  return Buffer.from(base64, 'base64');
}

/** Whether the page can play the video at `url`: it decodes its first frame, of the recorded size. */
export function playsInPage(page: Page, url: string): Promise<{ width: number; error: string | null }> {
  return page.evaluate(
    (source) =>
      new Promise<{ width: number; error: string | null }>((resolve) => {
        const video = document.createElement('video');
        video.muted = true;
        video.preload = 'auto';
        video.onloadeddata = () => resolve({ width: video.videoWidth, error: null });
        video.onerror = () => resolve({ width: 0, error: video.error?.message ?? 'error' });
        video.src = source;
      }),
    url,
  );
}
