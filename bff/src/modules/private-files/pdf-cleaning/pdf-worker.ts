/**
 * The PDF worker: a process of its own that cleans the PDFs customers send (transfer proofs, travellers' documents: clean-pdf.ts), so that a
 * PDF made to be slow to parse holds no request of the BFF, and can be ended at once when it is over
 * its time.
 */

import { serveTasks } from '../../../workers/serve-tasks';
import { asBuffer } from '../../../workers/worker-messages';
import { cleanPdf } from './clean-pdf';
import type { PdfTask } from './pdf-cleaner';

serveTasks<PdfTask, Buffer>(({ bytes, maxObjects }) => cleanPdf(asBuffer(bytes), maxObjects));
