/**
 * The picture worker: a process of its own that decodes and encodes pictures for the BFF, so that a
 * stopping BFF can end it at once (a process cannot exit while libvips is in the middle of an
 * operation) and libvips' memory never weighs on the requests. It answers one message per picture.
 */
import { DomainError } from '../../errors';
import { encodePicture } from './picture-encoder';
import { asBuffer, type WorkerAnswer, type WorkerTask } from './picture-worker-messages';

const send = (answer: WorkerAnswer) => process.send?.(answer);

process.on('message', async ({ id, bytes, contentType }: WorkerTask) => {
  try {
    send({ id, encoded: await encodePicture(asBuffer(bytes), contentType) });
  } catch (error) {
    const refusal = error instanceof DomainError ? error.name : undefined;
    send({ id, error: { refusal, message: error instanceof Error ? error.message : String(error) } });
  }
});
// The BFF is gone: nobody waits for what is being made.
process.on('disconnect', () => process.exit(0));
