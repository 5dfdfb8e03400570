/**
 * `npm run bench:pictures -w bff`: what preparing a picture in the worker process costs next to
 * preparing it in the BFF's own process, for the 900 KB camera photo of the tests: the median of a
 * few runs each (after a first one that starts the worker), and the time the worker takes to start.
 */
import { performance } from 'node:perf_hooks';
import { encodePicture } from '../src/modules/media/picture-encoder';
import { createPictureWorker } from '../src/modules/media/picture-worker-client';
import { cameraPhoto } from '../test/support/camera-photo';

const RUNS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const startedAt = performance.now();
  await work();
  return performance.now() - startedAt;
}

const photo = await cameraPhoto();
const worker = createPictureWorker();
const stays = new AbortController().signal;

const firstInWorker = await timed(() => worker.run({ bytes: photo, contentType: 'image/jpeg' }, stays));
const inWorker: number[] = [];
const inProcess: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  inWorker.push(await timed(() => worker.run({ bytes: photo, contentType: 'image/jpeg' }, stays)));
  inProcess.push(await timed(() => encodePicture(photo, 'image/jpeg')));
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
console.log(`camera photo ${(photo.length / 1024).toFixed(0)} KB, median of ${RUNS} runs`);
console.log(`  in the BFF's process:   ${ms(median(inProcess))}`);
console.log(
  `  in the worker process:  ${ms(median(inWorker))} (+${ms(median(inWorker) - median(inProcess))})`,
);
console.log(`  first, starting the worker: ${ms(firstInWorker)}`);
