export interface SavedFile {
  name: string;
  blob: Blob;
}

let clicks: jest.SpyInstance | undefined;

/**
 * Catches the files a screen saves (an object URL clicked as a download link) instead of saving them:
 * each with the name it is saved under.
 */
export function catchDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:download');
  URL.revokeObjectURL = jest.fn();
  clicks = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = jest.mocked(URL.createObjectURL).mock.calls.at(-1)?.[0];
    if (blob instanceof Blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

afterEach(() => clicks?.mockRestore());
