export function MessagesSection() {
  return null;
}
