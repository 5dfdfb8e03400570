export function FliersSection() {
  return null;
}
