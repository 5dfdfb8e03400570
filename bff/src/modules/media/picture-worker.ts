/**
 * The picture worker: a process of its own that decodes and encodes pictures for the BFF, so that a
 * stopping BFF can end it at once (a process cannot exit while libvips is in the middle of an
 * operation) and libvips' memory never weighs on the requests. It answers one message per picture.
 */

import { serveTasks } from '../../workers/serve-tasks';
import { asBuffer } from '../../workers/worker-messages';
import { type EncodedPicture, encodePicture } from './picture-encoder';
import type { PictureTask } from './picture-worker-client';

serveTasks<PictureTask, EncodedPicture>(({ bytes, contentType }) =>
  encodePicture(asBuffer(bytes), contentType),
);
