import { InvalidInput, TooLarge } from '../../src/errors';
import { createPictureWorker } from '../../src/modules/media/picture-worker-client';
import { cameraPhoto, pixelBombPng } from '../support/camera-photo';
import { DAMAGED_PICTURES, JPEG } from '../support/media-fixtures';

const running = (pid: number | undefined) => {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('the picture worker process', () => {
  const kept = new AbortController().signal;

  it('encodes a picture, and answers its refusals as the BFF throws them', async () => {
    const worker = createPictureWorker();
    const encoded = await worker.run({ bytes: JPEG, contentType: 'image/jpeg' }, kept);
    expect(encoded.details).toMatchObject({ width: 16, height: 12 });
    expect(Buffer.isBuffer(encoded.original.bytes)).toBe(true);
    await expect(
      worker.run({ bytes: pixelBombPng(), contentType: 'image/png' }, kept),
    ).rejects.toBeInstanceOf(TooLarge);
    const damaged = DAMAGED_PICTURES['a JPEG with its header only'];
    await expect(
      worker.run({ bytes: damaged?.bytes ?? JPEG, contentType: 'image/jpeg' }, kept),
    ).rejects.toBeInstanceOf(InvalidInput);
  }, 30_000);

  it('ends the worker when its picture is given up, rejecting it with the reason, and encodes the next one in a new worker at once', async () => {
    const worker = createPictureWorker();
    const givenUp = new AbortController();
    const large = worker.run(
      { bytes: await cameraPhoto({ width: 4000, height: 3000 }), contentType: 'image/jpeg' },
      givenUp.signal,
    );
    const first = worker.pid;
    await new Promise((resolve) => setTimeout(resolve, 300));
    givenUp.abort(new Error('stopping'));
    // Sent before the ended worker has even exited.
    const next = worker.run({ bytes: JPEG, contentType: 'image/jpeg' }, kept);
    await expect(large).rejects.toThrow('stopping');
    expect((await next).details.width).toBe(16);
    expect(worker.pid).not.toBe(first);
    await until(() => !running(first));
  }, 60_000);

  it('ends an idle worker, and starts one again for the next picture', async () => {
    const worker = createPictureWorker(100);
    await worker.run({ bytes: JPEG, contentType: 'image/jpeg' }, kept);
    const idle = worker.pid;
    await until(() => !running(idle));
    expect(worker.pid).toBeUndefined();
    expect((await worker.run({ bytes: JPEG, contentType: 'image/jpeg' }, kept)).details.width).toBe(16);
  }, 30_000);
});
