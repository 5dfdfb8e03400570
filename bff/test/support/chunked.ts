/** Runs a streaming transform over `bytes` cut into chunks of `chunkSize`, and joins what it yields. */
export async function throughChunks(
  transform: (source: AsyncIterable<Buffer>) => AsyncIterable<Buffer>,
  bytes: Buffer,
  chunkSize = 64 * 1024,
): Promise<Buffer> {
  async function* chunks() {
    for (let offset = 0; offset < bytes.length; offset += chunkSize)
      yield bytes.subarray(offset, offset + chunkSize);
  }
  const out: Buffer[] = [];
  for await (const chunk of transform(chunks())) out.push(chunk);
  return Buffer.concat(out);
}
