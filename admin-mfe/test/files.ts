import { File as NodeFile } from 'node:buffer';

/**
 * A file as a user picks it. jsdom's own File is no Blob to the FormData that msw reads a multipart
 * body with (Node's), which would send it as the text "[object File]": Node's File goes through whole.
 */
export const pickedFile = (content: string, name: string, type: string) =>
  new NodeFile([content], name, { type }) as unknown as File;
