/**
 * The ObjectIds an outsider would try after learning `id` from a public answer: the `count` counter
 * values below it, made by the same process (the middle 5 bytes) in each of the last `seconds` seconds.
 */
export function idsMadeJustBefore(
  id: string,
  { count, seconds }: { count: number; seconds: number },
): string[] {
  const time = Number.parseInt(id.slice(0, 8), 16);
  const process = id.slice(8, 18);
  const counter = Number.parseInt(id.slice(18), 16);
  const hex = (value: number, digits: number) => value.toString(16).padStart(digits, '0');
  const ids: string[] = [];
  for (let second = 0; second < seconds; second += 1) {
    for (let below = 1; below <= count; below += 1) {
      ids.push(`${hex(time - second, 8)}${process}${hex((counter - below + 2 ** 24) % 2 ** 24, 6)}`);
    }
  }
  return ids;
}
