/**
 * Reads a stream of chunks by exact byte counts, for the parsers that walk a file as it arrives:
 * bytes are held only while a header is being read, never a file's whole body.
 */
export class ChunkReader {
  private held: Buffer = Buffer.alloc(0);
  private ended = false;

  /** `truncated` makes the error thrown when the stream ends inside something it announced. */
  constructor(
    private readonly source: AsyncIterator<Buffer>,
    private readonly truncated: () => Error,
  ) {}

  private async fill(count: number): Promise<void> {
    while (this.held.length < count && !this.ended) {
      const next = await this.source.next();
      if (next.done) this.ended = true;
      else this.held = this.held.length === 0 ? next.value : Buffer.concat([this.held, next.value]);
    }
  }

  /** Whether the stream has no byte left. */
  async atEnd(): Promise<boolean> {
    await this.fill(1);
    return this.held.length === 0;
  }

  /** The next `count` bytes, in one buffer. */
  async read(count: number): Promise<Buffer> {
    await this.fill(count);
    if (this.held.length < count) throw this.truncated();
    const bytes = this.held.subarray(0, count);
    this.held = this.held.subarray(count);
    return bytes;
  }

  /**
   * Yields the next `count` bytes as they arrive (every byte left when `count` is undefined), each
   * chunk through `map` (zeros in place of what is removed, say).
   */
  async *pass(
    count: number | undefined,
    map: (chunk: Buffer) => Buffer = (chunk) => chunk,
  ): AsyncGenerator<Buffer> {
    let left = count ?? Number.POSITIVE_INFINITY;
    while (left > 0) {
      await this.fill(1);
      if (this.held.length === 0) {
        if (count === undefined) return;
        throw this.truncated();
      }
      const chunk = this.held.subarray(0, Math.min(left, this.held.length));
      this.held = this.held.subarray(chunk.length);
      left -= chunk.length;
      yield map(chunk);
    }
  }
}

/** As many zero bytes as the chunk has: what a removed box or element is filled with. */
export const zeros = (chunk: Buffer): Buffer => Buffer.alloc(chunk.length);
