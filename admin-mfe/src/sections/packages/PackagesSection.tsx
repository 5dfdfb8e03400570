export function PackagesSection() {
  return null;
}
